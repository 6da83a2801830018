import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint.server.ts";

const through = (chunks: (string | Buffer)[]) => text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(scriptsAfterFirstPaint()));

// What React Router's <Scripts> writes, as React streams it (the preloads hoisted into the head).
const HEAD =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="N0=="/><link rel="modulepreload" href="/assets/react.js" nonce="N0=="/><link rel="modulepreload" href="/assets/root.js" nonce="N0=="/><link rel="modulepreload" href="/assets/page.js" nonce="N0=="/></head>';
const BODY = '<body><p>Location Rive-Sud — équipement</p><script nonce="N0==">window.__reactRouterContext = {};</script>';
const BOOTSTRAP =
  '<script nonce="N0==" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/page.js";\n  window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.js"\n  }\n};\n  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};\n\nimport("/assets/entry.js");</script></body>';
const DOCUMENT = HEAD + BODY + BOOTSTRAP;

describe("scriptsAfterFirstPaint", () => {
  it("leaves the module preloads out of the head and has the module script add them, with the nonce, once the page has painted", async () => {
    const output = await through([DOCUMENT]);
    expect(output).not.toContain('<link rel="modulepreload"');
    expect(output.startsWith('<head><link rel="stylesheet" href="/a.css"/></head>' + BODY)).toBe(true);
    const script = output.slice(output.indexOf('<script nonce="N0==" type="module" async="">'));
    // It waits for the paint before asking for anything.
    expect(script.indexOf('"paint"')).toBeLessThan(script.indexOf("modulepreload"));
    expect(script).toContain('for (const href of ["/assets/entry.js","/assets/react.js","/assets/root.js","/assets/page.js"])');
    expect(script).toContain('rel: "modulepreload", href, nonce: "N0==", fetchPriority: "low"');
    // The route modules are imported when the script gets there, not before it runs.
    expect(script).not.toMatch(/import \* as/);
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/page.js")]);');
    // The rest of the script, without its indentation, then the entry last.
    expect(script).toContain(
      ';window.__reactRouterManifest = {"entry": {"module": "/assets/entry.js"}};window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};import("/assets/entry.js");</script></body>',
    );
  });

  it("imports a route split into chunks (route1_clientAction, route1_main) the same way", async () => {
    const split = DOCUMENT.replace(
      'import * as route1 from "/assets/page.js";\n',
      'import * as route1_clientAction from "/assets/page-action.js";\nimport * as route1_main from "/assets/page.js";\nconst route1 = {...route1_clientAction,...route1_main};\n',
    );
    const output = await through([split]);
    expect(output).not.toMatch(/import \* as/);
    expect(output).toContain(
      'const [route0, route1_clientAction, route1_main] = await Promise.all([import("/assets/root.js"), import("/assets/page-action.js"), import("/assets/page.js")]);\n;const route1 = {...route1_clientAction,...route1_main};window.__reactRouterManifest',
    );
  });

  it("gives the same document however the stream is cut, multi-byte characters included", async () => {
    const expected = await through([DOCUMENT]);
    const bytes = Buffer.from(DOCUMENT);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(expected);
    }
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it("passes a document without React Router's scripts unchanged, other scripts and links included", async () => {
    const page =
      '<html><head><link rel="moduleprefetch" href="/x.js"/></head><body><p>é</p><script nonce="N0==">alert(1)</script><script nonce="N0==" type="application/json">{}</script></body></html>';
    expect(await through([page])).toBe(page);
    expect(await through([page.slice(0, 30), page.slice(30)])).toBe(page);
  });
});
