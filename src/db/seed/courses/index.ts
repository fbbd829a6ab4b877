import type { CourseSeed } from "../types.js";
import { autoMechanics101 } from "./auto-mechanics.js";
import { carpentryFoundations } from "./carpentry.js";
import { careerLaunch } from "./career-readiness.js";
import { culinaryBasics } from "./culinary-arts.js";
import { digitalSkillsForTrades } from "./digital-skills.js";
import { electricalBasics } from "./electrical-basics.js";
import { moneyMoves } from "./financial-literacy.js";
import { urbanGardening } from "./urban-gardening.js";

/** The demo catalog, in the order the courses are created. */
export const courseSeeds: CourseSeed[] = [
  carpentryFoundations,
  urbanGardening,
  moneyMoves,
  autoMechanics101,
  culinaryBasics,
  electricalBasics,
  careerLaunch,
  digitalSkillsForTrades,
];
