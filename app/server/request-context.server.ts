import { createContext } from "react-router";

/**
 * The visitor's address as Express sees it (`req.ip`, which honours
 * TRUST_PROXY behind a load balancer). Rate limits are counted per address.
 * The dev server has no load context, hence the default.
 */
export const clientAddressContext = createContext<string>("unknown");

/**
 * True when the browser itself posted a form (no JavaScript on the page):
 * the request is for the page's own address, not React Router's `.data`
 * one. A successful post is then answered with a redirect to its thank-you
 * page (post/redirect/get), so reloading that page cannot send the form twice.
 * Without a load context (the dev server) the answer is written into the page.
 */
export const documentPostContext = createContext<boolean>(false);
