import { quotesCsvResponse } from "~/features/quotes/server/quote-export.server";

/** Every quote, line by line, as a download (behind the owner's files gate). */
export function loader() {
  return quotesCsvResponse();
}
