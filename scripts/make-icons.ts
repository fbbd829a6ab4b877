/**
 * Makes the web app manifest's PNG icons from the SVGs shipped with the app (run after changing
 * public/favicon.svg or public/icons/maskable.svg: `npx tsx scripts/make-icons.ts`; the PNGs are
 * committed). The maskable icon fills its square with the brand colour and keeps the mark inside
 * the middle 60%, within the safe zone (a circle of 80% of the width) every launcher's mask keeps.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const icons = [
  { source: "favicon.svg", size: 192, out: "icons/icon-192.png" },
  { source: "favicon.svg", size: 512, out: "icons/icon-512.png" },
  { source: "icons/maskable.svg", size: 512, out: "icons/icon-maskable-512.png" },
  { source: "icons/maskable.svg", size: 180, out: "icons/apple-touch-icon.png" },
];

for (const icon of icons) {
  const svg = readFileSync(publicDir + icon.source);
  await sharp(svg, { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(publicDir + icon.out);
  console.log(`${icon.out} (${icon.size} px)`);
}
