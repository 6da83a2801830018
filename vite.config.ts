import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Assets are fingerprinted and served with immutable caching by server/static.ts.
    assetsInlineLimit: 0,
  },
});
