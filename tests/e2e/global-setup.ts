/** Runs once before the browser tests. The quote issue adds the test SMTP server here. */
export default async function globalSetup() {}
