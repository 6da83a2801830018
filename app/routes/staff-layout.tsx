/**
 * The back office: every /admin address, in both languages, sits under this layout route. Its
 * middleware is the guard of every loader and action below (staffOnly: a visitor or a customer is
 * sent away before anything is read or written, whatever the method) and keeps every answer out of
 * any cache. Its pages carry every message (they are few, and staff use them all day).
 */
import type { Route } from "./+types/staff-layout";
import { staffOnly } from "../auth/guards.server.ts";
import type { RouteFacts } from "./facts.ts";

export const middleware: Route.MiddlewareFunction[] = [staffOnly];

export const handle = { page: { staffOnly: true, messages: "all" } } satisfies RouteFacts;
