import { createContext, useContext } from "react";

/** The server's id for this response (shown on the error page, printed in the log line). */
export const RequestIdContext = createContext("");

export function useRequestId(): string {
  return useContext(RequestIdContext);
}
