import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets two builds coexist (e.g. parallel test runs); default "build".
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // One chunk per route: split, a route's clientAction (quote, contact) was a file of its own that
  // every visit of the page loaded anyway (issue 17: one request and 0.1 KB gzip less).
  splitRouteModules: false,
} satisfies Config;
