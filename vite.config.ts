import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "src/client",
  publicDir: "../../public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
  },
  ssr: {
    // Bundle everything the server renders, so dist/ssr runs without Vite at run time.
    noExternal: true,
  },
});
