import type { WireStory } from "../../lib/queries";

const DEFAULT_AVATAR = "/images/default-avatar.svg";
const SAMPLE_DATE = "2024-01-01T00:00:00.000Z";

const sample = (story: Omit<WireStory, "imageUrl" | "isVisible" | "createdAt" | "updatedAt">): WireStory => ({
  ...story,
  imageUrl: DEFAULT_AVATAR,
  isVisible: true,
  createdAt: SAMPLE_DATE,
  updatedAt: SAMPLE_DATE,
});

/** Shown when the service has no stories yet (spec 2), so the page never looks empty. */
export const sampleStories: WireStory[] = [
  sample({
    id: "sample-marcus",
    studentName: "Marcus Johnson",
    age: 21,
    program: "Carpentry & Woodworking",
    currentJob: "Framing Carpenter",
    salary: "$48,000",
    location: "Cleveland, OH",
    graduationYear: 2023,
    testimonial:
      "I came in not knowing how to read a tape measure. Twelve weeks later I was building stair stringers, and my mentor helped me land a job on a framing crew.",
  }),
  sample({
    id: "sample-keisha",
    studentName: "Keisha Williams",
    age: 19,
    program: "Culinary Arts",
    currentJob: "Prep Cook",
    salary: "$36,500",
    location: "Memphis, TN",
    graduationYear: 2024,
    testimonial:
      "The kitchen taught me discipline: show up on time, keep your station clean, taste everything. Now I run the morning prep line.",
  }),
  sample({
    id: "sample-andre",
    studentName: "Andre Morales",
    age: 23,
    program: "Auto Mechanics",
    currentJob: "Service Technician",
    salary: "$47,500",
    location: "Phoenix, AZ",
    graduationYear: 2022,
    testimonial:
      "I always liked fixing things, but nobody had shown me how to turn that into a career. The shop instructors did, one brake job at a time.",
  }),
  sample({
    id: "sample-tiana",
    studentName: "Tiana Reed",
    age: 20,
    program: "Urban Gardening",
    currentJob: "Greenhouse Assistant",
    salary: "$35,000",
    location: "Milwaukee, WI",
    graduationYear: 2024,
    testimonial:
      "Growing food for my neighborhood gave me a purpose. I learned soil science, irrigation and how to lead a volunteer crew.",
  }),
  sample({
    id: "sample-jamal",
    studentName: "Jamal Carter",
    age: 24,
    program: "Financial Literacy",
    currentJob: "Credit Union Member Services Representative",
    salary: "$42,000",
    location: "Newark, NJ",
    graduationYear: 2023,
    testimonial:
      "I opened my first savings account during the course. Now I help other people in my community do the same thing every day.",
  }),
  sample({
    id: "sample-sofia",
    studentName: "Sofia Ramirez",
    age: 22,
    program: "Carpentry & Woodworking",
    currentJob: "Cabinetmaker's Apprentice",
    salary: "$44,000",
    location: "Denver, CO",
    graduationYear: 2025,
    testimonial:
      "My first project was a wobbly birdhouse. My last was a walnut cabinet my instructor said was ready to sell. Practice really works.",
  }),
];

/** The service's stories, or the built-in samples when it returned none. */
export function storiesToShow(stories: readonly WireStory[] | undefined): readonly WireStory[] {
  return stories && stories.length > 0 ? stories : sampleStories;
}
