/**
 * Every statement's time, for /metrics (app/platform/metrics.server.ts groups it by the first
 * table it names). Measured where both drivers run statements — PGlite's `query` (and its
 * transactions'), node-postgres's clients — so no query module has to remember it, and nothing
 * is added but a clock read and a histogram's count.
 */
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";
import { recordQuery } from "../platform/metrics.server.ts";

function timed<T>(statement: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const running = run();
  running.then(
    () => recordQuery(statement, (performance.now() - started) / 1000),
    () => recordQuery(statement, (performance.now() - started) / 1000),
  );
  return running;
}

function timeQuery(target: PGlite | Transaction): void {
  const query = target.query.bind(target);
  target.query = ((statement: string, ...rest: Parameters<PGlite["query"]> extends [string, ...infer R] ? R : never) => timed(statement, () => query(statement, ...rest))) as PGlite["query"];
}

/** Times the embedded database's statements, in and out of transactions. */
export function timePgliteQueries(client: PGlite): void {
  timeQuery(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      timeQuery(tx);
      return callback(tx);
    })) as PGlite["transaction"];
}

/** Times a PostgreSQL connection's statements: the pool calls it for each connection it opens. */
export function timePostgresQueries(client: pg.PoolClient): void {
  // node-postgres's query has many overloads (text or config, values, a callback, a promise).
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const started = performance.now();
    const first = args[0];
    const statement = typeof first === "string" ? first : typeof (first as { text?: unknown })?.text === "string" ? (first as { text: string }).text : "";
    const done = () => recordQuery(statement, (performance.now() - started) / 1000);
    const last = args.at(-1);
    // The pool's own query() hands the connection a callback.
    if (typeof last === "function") {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as (...results: unknown[]) => unknown)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}
