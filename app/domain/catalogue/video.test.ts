import { describe, expect, it } from "vitest";
import { seedProducts as products } from "../../../tests/support/catalogue-fixture.ts";
import { autoplayUrl, videoWatchUrl } from "./video.ts";

describe("product videos", () => {
  it("have a watch page on youtube.com, the way to them without JavaScript", () => {
    expect(videoWatchUrl("https://www.youtube-nocookie.com/embed/h7Kq2PzXw4M")).toBe("https://www.youtube.com/watch?v=h7Kq2PzXw4M");
    for (const product of products) {
      if (product.video !== undefined) expect(videoWatchUrl(product.video), `product ${product.id}`).not.toBeNull();
    }
  });

  it("refuse anything that is not one of our embeds", () => {
    expect(videoWatchUrl("https://www.youtube.com/embed/h7Kq2PzXw4M")).toBeNull();
    expect(videoWatchUrl("https://evil.example/embed/h7Kq2PzXw4M")).toBeNull();
    expect(videoWatchUrl("https://www.youtube-nocookie.com/embed/h7Kq2PzXw4M?x=1")).toBeNull();
  });

  it("start playing at once when the visitor asked for the video", () => {
    expect(autoplayUrl("https://www.youtube-nocookie.com/embed/h7Kq2PzXw4M")).toBe("https://www.youtube-nocookie.com/embed/h7Kq2PzXw4M?autoplay=1");
  });
});
