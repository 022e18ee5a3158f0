import { createContext } from "react-router";

/**
 * The visitor's address as Express sees it (`req.ip`, which honours
 * TRUST_PROXY behind a load balancer). Rate limits are counted per address.
 * The dev server has no load context, hence the default.
 */
export const clientAddressContext = createContext<string>("unknown");
