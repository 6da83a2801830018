/**
 * Imported first by server/index.ts, before any library reads NODE_ENV: the production server
 * runs in production mode whatever the variable says (or when it is missing). In development
 * mode React and React Router send error messages and stacks to the browser, and Better Auth
 * leaves its rate limits off. Development is `npm run dev` (Vite), which never runs this file.
 */

/** What the environment said, for one line in the log when it said something else. */
export const nodeEnvGiven = process.env.NODE_ENV;

process.env.NODE_ENV = "production";
