/**
 * Makes the demo academy's source video clips (issue 22): two per demo course, 32 s each, from the
 * course's own illustration (public/images/courses/<slug>.svg) with the lesson's title and three key
 * points on slides that fade into each other, over soft chords made here (no recording, no download), with
 * English and Spanish WebVTT captions. Writes src/db/seed/videos/<lessonId>.mp4, .en.vtt, .es.vtt
 * and clips.json (the list the seed reads); the files are committed and the renditions are made
 * from them at seed time.
 *
 *   npx tsx scripts/make-demo-clips.ts [lessonId ...]
 *
 * Reproducible: the same ffmpeg build and fonts give the same files (x264 on a fixed thread count,
 * bit-exact flags, no metadata). Text is drawn by sharp (librsvg) with the DejaVu Sans font.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { courseSeeds } from "../src/db/seed/courses/index.js";
import { findVideoTools } from "../src/server/modules/videos/binaries.js";
import { runTool } from "../src/server/modules/videos/run-tool.js";
import { demoClips, type ClipContent, type ClipText } from "./demo-clips.content.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = join(root, "src/db/seed/videos");
const WIDTH = 854;
const HEIGHT = 480;
const FPS = 25;
const SLIDE_SECONDS = 8;
const SLIDES = 4;
const DURATION = SLIDE_SECONDS * SLIDES;

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Words into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function textBlock(lines: string[], x: number, lastBaseline: number, size: number, weight = 700): string {
  const lineHeight = size * 1.22;
  return lines
    .map((line, index) => {
      const y = lastBaseline - (lines.length - 1 - index) * lineHeight;
      return `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="#fff">${escapeXml(line)}</text>`;
    })
    .join("");
}

/** One slide: the illustration filling the frame, dark bands at the top and below, and its text. */
async function drawSlide(illustration: Buffer, overlay: string, path: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b1f33" stop-opacity="0.75"/>
      <stop offset="0.22" stop-color="#0b1f33" stop-opacity="0"/>
      <stop offset="0.4" stop-color="#0b1f33" stop-opacity="0"/>
      <stop offset="0.62" stop-color="#0b1f33" stop-opacity="0.85"/>
      <stop offset="1" stop-color="#0b1f33" stop-opacity="0.92"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#shade)"/>${overlay}</svg>`;
  const background = await sharp(illustration, { density: 144 })
    .resize(WIDTH, HEIGHT, { fit: "cover" })
    .png()
    .toBuffer();
  await sharp(background)
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toFile(path);
}

/** Soft chords, one a slide, each swelling in and out: a sum of sines ffmpeg evaluates per sample. */
function music(clipIndex: number): string {
  const chords = [
    [261.63, 329.63, 392.0],
    [220.0, 261.63, 329.63],
    [174.61, 220.0, 261.63],
    [196.0, 246.94, 293.66],
  ];
  const terms = Array.from({ length: SLIDES }, (_, slide) => {
    const chord = chords[(slide + clipIndex) % chords.length]!;
    const [start, end] = [slide * SLIDE_SECONDS, (slide + 1) * SLIDE_SECONDS];
    const notes = chord.map((frequency) => `sin(2*PI*${frequency}*t)`).join("+");
    return `between(t,${start},${end})*min(1,(t-${start})*1.5)*min(1,(${end}-t)*1.5)*(${notes})`;
  });
  return `aevalsrc=exprs='0.07*(${terms.join("+")})*(0.85+0.15*sin(2*PI*0.5*t))':s=44100:d=${DURATION}`;
}

function vttTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const millis = Math.round((seconds - whole) * 1000);
  return `00:${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}.${String(millis).padStart(3, "0")}`;
}

function captions(clip: ClipContent, language: keyof ClipText): string {
  const texts = [clip.title, ...clip.points].map((text) => text[language]);
  const cues = texts.map((text, slide) => {
    const start = slide * SLIDE_SECONDS + 0.5;
    return `${vttTime(start)} --> ${vttTime(start + SLIDE_SECONDS - 1)}\n${text}`;
  });
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

async function makeClip(clip: ClipContent, clipIndex: number, ffmpeg: string) {
  const course = courseSeeds.find((seed) => seed.slug === clip.courseSlug);
  if (!course) throw new Error(`no demo course ${clip.courseSlug}`);
  const illustration = await readFile(join(root, "public/images/courses", `${clip.courseSlug}.svg`));
  const work = await mkdtemp(join(tmpdir(), "tsa-demo-clip-"));
  try {
    const margin = 64;
    // Above the bottom fifth, where the player draws the captions.
    const bottom = HEIGHT - 110;
    const slides = [
      textBlock(wrap(course.title, 48), margin, 70, 20, 400) + textBlock(wrap(clip.title.en, 26), margin, bottom, 40),
      ...clip.points.map(
        (point, index) =>
          textBlock([`${index + 1} / 3 · ${clip.title.en}`], margin, 70, 18, 400) +
          textBlock(wrap(point.en, 32), margin, bottom, 34),
      ),
    ];
    const slidePaths = slides.map((_, index) => join(work, `slide-${index}.png`));
    await Promise.all(slides.map((overlay, index) => drawSlide(illustration, overlay, slidePaths[index]!)));

    // Still slides, each fading in and out: cheap to encode, and a slide's text stays sharp.
    const fades = slidePaths.map(
      (_, index) => `[${index}:v]fade=t=in:d=0.4,fade=t=out:st=${SLIDE_SECONDS - 0.4}:d=0.4,setsar=1[z${index}]`,
    );
    const joined = `${slidePaths.map((_, index) => `[z${index}]`).join("")}concat=n=${SLIDES}:v=1:a=0,format=yuv420p[v]`;
    const path = join(outDir, `${clip.lessonId}.mp4`);
    await runTool(
      ffmpeg,
      [
        "-nostdin",
        "-v",
        "error",
        "-y",
        ...slidePaths.flatMap((slide) => [
          "-loop",
          "1",
          "-framerate",
          String(FPS),
          "-t",
          String(SLIDE_SECONDS),
          "-i",
          slide,
        ]),
        "-f",
        "lavfi",
        "-i",
        music(clipIndex),
        "-filter_complex",
        [...fades, joined].join(";"),
        "-map",
        "[v]",
        "-map",
        `${SLIDES}:a`,
        "-af",
        `afade=t=in:d=0.5,afade=t=out:st=${DURATION - 1}:d=1`,
        "-c:v",
        "libx264",
        "-preset",
        "medium",
        "-crf",
        "30",
        "-profile:v",
        "main",
        "-g",
        String(FPS * 2),
        "-threads",
        "2",
        "-c:a",
        "aac",
        "-b:a",
        "64k",
        "-ac",
        "1",
        "-t",
        String(DURATION),
        "-map_metadata",
        "-1",
        "-fflags",
        "+bitexact",
        "-flags:v",
        "+bitexact",
        "-flags:a",
        "+bitexact",
        "-movflags",
        "+faststart",
        path,
      ],
      { timeoutMs: 15 * 60_000 },
    );
    for (const language of ["en", "es"] as const) {
      await writeFile(join(outDir, `${clip.lessonId}.${language}.vtt`), captions(clip, language));
    }
    return { bytes: (await stat(path)).size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const only = new Set(process.argv.slice(2));
const { ffmpeg, source } = await findVideoTools();
console.log(`ffmpeg from ${source}: ${ffmpeg}`);
await mkdir(outDir, { recursive: true });
const queue = [...demoClips.entries()].filter(([, clip]) => only.size === 0 || only.has(clip.lessonId));
// Two clips at a time (DEMO_CLIP_JOBS): each ffmpeg encodes on two threads.
const jobs = Number(process.env.DEMO_CLIP_JOBS ?? 2);
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [index, clip] = next;
      const started = Date.now();
      const { bytes } = await makeClip(clip, index, ffmpeg);
      console.log(
        `${clip.courseSlug} / ${clip.title.en}: ${(bytes / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  }),
);
const manifest = demoClips.map((clip) => ({
  courseSlug: clip.courseSlug,
  lessonId: clip.lessonId,
  durationSeconds: DURATION,
  video: `${clip.lessonId}.mp4`,
  captions: { en: `${clip.lessonId}.en.vtt`, es: `${clip.lessonId}.es.vtt` },
}));
await writeFile(join(outDir, "clips.json"), `${JSON.stringify(manifest, null, 2)}\n`);
