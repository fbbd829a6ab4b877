import type { successStories } from "../schema/index.js";
import type { ProgramName } from "./types.js";

export type SuccessStorySeed = typeof successStories.$inferInsert & {
  id: string;
  program: ProgramName;
};

export const successStorySeeds: SuccessStorySeed[] = [
  {
    id: "8b5a07f7-3ca7-4f4a-81dd-2255b6fdc7bd",
    studentName: "Jasmine Carter",
    age: 22,
    program: "Carpentry & Woodworking",
    currentJob: "Carpenter Apprentice, Local 1 Union",
    salary: "$52,000",
    testimonial:
      "Before the academy I had never held a circular saw, and honestly I was scared of it. My instructors made me practice the safety steps until they were automatic, and by week six I had built a workbench I still use. Marcus helped me prepare for my apprenticeship interview, and now I frame houses for a living. I'm the first person in my family with a union card.",
    imageUrl: "/images/stories/jasmine-carter.svg",
    location: "Chicago, IL",
    graduationYear: 2023,
    isVisible: true,
  },
  {
    id: "2ceb3a67-1052-4df3-8dc1-52308ab6cf43",
    studentName: "Miguel Santos",
    age: 24,
    program: "Auto Mechanics",
    currentJob: "Lube & Brake Technician",
    salary: "$46,500",
    testimonial:
      "I dropped out of high school and bounced between jobs I didn't care about. The auto program gave me a reason to show up every day, because I could see myself getting better at something real. I passed my first two ASE tests within a year of graduating. Now customers ask for me by name.",
    imageUrl: "/images/stories/miguel-santos.svg",
    location: "San Antonio, TX",
    graduationYear: 2022,
    isVisible: true,
  },
  {
    id: "b49211ea-db96-423f-a0d4-bbb29743f7c3",
    studentName: "Aaliyah Brooks",
    age: 20,
    program: "Culinary Arts",
    currentJob: "Line Cook, Farm-to-Table Restaurant",
    salary: "$41,000",
    testimonial:
      "Cooking was always how I took care of my little brothers, but I never thought it could be a career. The culinary course taught me knife skills, food safety and how a professional kitchen actually runs. I earned my food handler card before I even graduated. Last month the chef put one of my specials on the menu.",
    imageUrl: "/images/stories/aaliyah-brooks.svg",
    location: "Atlanta, GA",
    graduationYear: 2024,
    isVisible: true,
  },
  {
    id: "f3ac91e3-b7f0-422e-9a34-8be0ee55874e",
    studentName: "Devon Harris",
    age: 25,
    program: "Financial Literacy",
    currentJob: "Bank Teller & Community Outreach Associate",
    salary: "$44,000",
    testimonial:
      "I came out of a rough couple of years with bad credit and no savings. The financial literacy course showed me how to read my credit report, dispute errors and build a budget I could actually stick to. My score went up over 120 points in a year. Now I help other people in my neighborhood open their first bank accounts.",
    imageUrl: "/images/stories/devon-harris.svg",
    location: "Detroit, MI",
    graduationYear: 2021,
    isVisible: true,
  },
  {
    id: "fa70b53c-e210-494f-9468-b0d2d884666b",
    studentName: "Priya Natarajan",
    age: 19,
    program: "Urban Gardening",
    currentJob: "Crew Lead, City Community Gardens",
    salary: "$38,500",
    testimonial:
      "I joined the gardening program because a friend dragged me along, and I stayed because it was the calmest part of my week. I learned how to build soil, plan a season and run a crew of volunteers. Now I lead the team that maintains twelve community gardens across the city. Seeing kids eat a tomato they grew themselves never gets old.",
    imageUrl: "/images/stories/priya-natarajan.svg",
    location: "Oakland, CA",
    graduationYear: 2025,
    isVisible: true,
  },
  {
    id: "f212849a-1574-490f-b104-35c5e2c85211",
    studentName: "Terrell Jackson",
    age: 23,
    program: "Carpentry & Woodworking",
    currentJob: "Cabinet Installer, Custom Millwork Shop",
    salary: "$49,000",
    testimonial:
      "I used to think I wasn't good at math until I had to measure and cut trim that actually had to fit. The academy made fractions make sense because every number meant something. My mentor helped me put together a photo portfolio of my projects, and that portfolio got me hired. I just bought my own miter saw with my first bonus.",
    imageUrl: "/images/stories/terrell-jackson.svg",
    location: "Baltimore, MD",
    graduationYear: 2024,
    isVisible: true,
  },
];
