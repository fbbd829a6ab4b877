import type { CourseSeed } from "../types.js";
import { cocinaBasica } from "./cocina-basica.js";
import { finanzasPersonales } from "./finanzas-personales.js";

/**
 * The demo courses written in Spanish (issue 23 §4), after the English catalog. They are text
 * courses: the demo video clips (and the previews made from them) are the English courses' only.
 */
export const spanishCourseSeeds: CourseSeed[] = [finanzasPersonales, cocinaBasica];
