import { describe, expect, it } from "vitest";
import { seedProducts as products } from "../../../tests/support/catalogue-fixture.ts";
import { autoplayUrl, normaliseVideoUrl, videoProvider, videoWatchUrl } from "./video.ts";

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

describe("video links pasted by staff", () => {
  it("become the one embed URL we store, YouTube on its privacy-enhanced host", () => {
    const embed = "https://www.youtube-nocookie.com/embed/h7Kq2PzXw4M";
    for (const link of [
      "https://www.youtube.com/watch?v=h7Kq2PzXw4M",
      "https://youtube.com/watch?v=h7Kq2PzXw4M&t=42s",
      "https://m.youtube.com/watch?v=h7Kq2PzXw4M",
      "https://youtu.be/h7Kq2PzXw4M?si=abc",
      "https://www.youtube.com/embed/h7Kq2PzXw4M",
      "https://www.youtube.com/shorts/h7Kq2PzXw4M",
      " https://www.youtube-nocookie.com/embed/h7Kq2PzXw4M ",
    ]) {
      expect(normaliseVideoUrl(link), link).toBe(embed);
    }
  });

  it("accept Vimeo, stored as its player's URL, with a watch page on vimeo.com", () => {
    for (const link of ["https://vimeo.com/76979871", "https://www.vimeo.com/channels/staffpicks/76979871", "https://player.vimeo.com/video/76979871"]) {
      expect(normaliseVideoUrl(link), link).toBe("https://player.vimeo.com/video/76979871");
    }
    expect(videoProvider("https://player.vimeo.com/video/76979871")).toBe("Vimeo");
    expect(videoWatchUrl("https://player.vimeo.com/video/76979871")).toBe("https://vimeo.com/76979871");
    expect(videoProvider("https://www.youtube-nocookie.com/embed/h7Kq2PzXw4M")).toBe("YouTube");
  });

  it("refuse any other host, a link without a video id, and anything but http(s)", () => {
    for (const link of [
      "https://evil.example/watch?v=h7Kq2PzXw4M",
      "https://youtube.com.evil.example/watch?v=h7Kq2PzXw4M",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/channel/UC123",
      "https://vimeo.com/about",
      "javascript:alert(1)",
      "ftp://vimeo.com/76979871",
      "https://user@vimeo.com/76979871",
      "vimeo.com/76979871",
      "",
    ]) {
      expect(normaliseVideoUrl(link), link).toBeNull();
    }
    expect(videoProvider("https://player.vimeo.com/video/76979871?autoplay=1")).toBeNull();
  });
});
