/**
 * Imported first, before any library reads NODE_ENV: production mode whatever it says (development
 * mode sends stacks to the browser and turns Better Auth's rate limits off).
 */

/** What the environment said, for one line in the log when it said something else. */
export const nodeEnvGiven = process.env.NODE_ENV;

process.env.NODE_ENV = "production";
