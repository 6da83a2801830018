import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { declaredIcons, iconSources, SPRITE_FILE, spriteFor } from "../../../scripts/icon-sprite.ts";
import * as adminIcons from "./admin-icons.tsx";
import * as icons from "./icons.tsx";

describe("the icon sprite", () => {
  it("is what scripts/icon-sprite.ts writes for the icons declared (run `npm run icons` after adding one)", async () => {
    expect(await readFile(SPRITE_FILE, "utf8")).toBe(spriteFor(await iconSources()));
  });

  it("has one symbol, with a drawing, for every icon component, under distinct ids", async () => {
    const declared = declaredIcons(await iconSources());
    const exported = Object.keys({ ...icons, ...adminIcons }).filter((name) => /^[A-Z]/.test(name));
    expect(declared.map(([name]) => name).sort()).toEqual(exported.sort());
    const ids = declared.map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    const sprite = await readFile(SPRITE_FILE, "utf8");
    for (const id of ids) expect(sprite, id).toMatch(new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `));
  });
});
