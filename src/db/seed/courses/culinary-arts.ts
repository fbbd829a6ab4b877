import type { CourseSeed } from "../types.js";

export const culinaryBasics: CourseSeed = {
  id: "dd0fb842-e1d1-45eb-b345-af8d00aa5526",
  slug: "culinary-basics",
  title: "Culinary Basics: Knife Skills, Food Safety & Kitchen Confidence",
  description:
    "Learn the fundamentals professional kitchens expect from day one: food safety, sharp knife skills and the core cooking methods. Finish by cooking and plating a complete meal that shows off your new skills.",
  category: "Culinary Arts",
  isFree: false,
  price: "49.00",
  duration: "6 weeks",
  rating: "4.90",
  reviewCount: 276,
  standards:
    "ServSafe Food Handler; FDA Food Code; American Culinary Federation (ACF) culinary fundamentals competencies",
  isFeatured: true,
  modules: [
    {
      id: "3c59505a-25c7-47c4-ab83-0a3428458607",
      title: "Food Safety & Sanitation",
      description: "Keep food out of the danger zone, prevent cross-contamination and clean and sanitize like a pro.",
      estimatedHours: "3.00",
      lessons: [
        {
          id: "396c45dd-d731-440b-b08a-05e4a32a43e8",
          title: "The Temperature Danger Zone",
          description: "Control time and temperature to stop bacteria from growing.",
          duration: "14 min",
          content: `
# The Temperature Danger Zone

Every year, millions of people in the U.S. get sick from foodborne illness. Most cases can be prevented by controlling one thing: **time and temperature**.

## The danger zone

Bacteria grow fastest between **41°F and 135°F**, the range the FDA Food Code calls the **temperature danger zone**. (You may also see 40°F to 140°F in home food safety materials.) In that range, some bacteria can double in as little as 20 minutes.

- **Cold holding:** keep cold food at **41°F or below**.
- **Hot holding:** keep hot food at **135°F or above**.

## Minimum internal cooking temperatures

Restaurant kitchens follow the Food Code:

| Food | Minimum internal temperature |
|---|---|
| Poultry (chicken, turkey), stuffed foods | **165°F** |
| Ground meats (beef, pork) | **155°F** for 17 seconds |
| Whole cuts of beef, pork, lamb; fish | **145°F** for 15 seconds |
| Reheating food for hot holding | **165°F** within 2 hours |

## Using a thermometer

Color and texture lie. Use a **calibrated probe thermometer**:

1. Insert it into the **thickest part** of the food, away from bone.
2. Wait for the reading to stabilize.
3. Clean and sanitize the probe between foods.
4. Calibrate regularly in an **ice bath**: a properly calibrated thermometer reads 32°F.

## Cooling food safely

Hot food must pass through the danger zone quickly:

- From **135°F to 70°F within 2 hours**, then
- From **70°F to 41°F within the next 4 hours**.

Speed it up by dividing food into shallow pans, using ice baths or ice wands, and stirring. Never put a large, hot stockpot straight into the walk-in; it stays warm in the middle for hours and warms everything around it.

## Thawing

Thaw in the refrigerator, under cold running water, in the microwave if cooking right away, or as part of cooking. **Never on the counter.**
`,
        },
        {
          id: "b7bfb357-235a-4ee3-9b75-6e5bb2be7482",
          title: "Cross-Contamination, Handwashing and Allergens",
          description: "Stop germs and allergens from moving to food that's ready to eat.",
          duration: "15 min",
          content: `
# Cross-Contamination, Handwashing and Allergens

Cross-contamination happens when harmful bacteria, viruses or allergens move from one surface or food to another. Hands, cutting boards and knives are the usual culprits.

## Handwashing the right way

Wash your hands **before** starting work, after handling raw meat, after touching your face, hair or phone, after taking out trash, after using the restroom, and any time you change tasks.

1. Wet hands with warm running water (at least 100°F).
2. Apply soap.
3. Scrub hands and arms for **10 to 15 seconds**, including between fingers and under nails.
4. Rinse thoroughly.
5. Dry with a single-use paper towel.

The whole process should take **at least 20 seconds**. Hand sanitizer is **not** a substitute for handwashing in a kitchen.

## Gloves

Gloves are used for **ready-to-eat food**, which won't be cooked again (salads, sandwiches, garnishes). Wash hands before putting them on and change them when they tear, get dirty, or when you switch tasks.

## Separate raw and ready-to-eat

- Use **separate or color-coded cutting boards** for raw meat, poultry, seafood and produce.
- In the refrigerator, store food by cooking temperature, with **ready-to-eat food on top** and **raw poultry on the bottom**, so drips can't contaminate anything that won't be cooked hot enough.
- Prepare ready-to-eat foods before raw meats, or clean and sanitize the station in between.

## Allergens

The nine major food allergens in the U.S. are **milk, eggs, fish, crustacean shellfish, tree nuts, peanuts, wheat, soybeans and sesame**. For an allergic guest, a tiny trace can be life-threatening.

- Know every ingredient in the dishes you make.
- Use clean, sanitized equipment and fresh gloves for allergen-free orders.
- Never "just pick off" an allergen like nuts or shrimp. Remake the dish.

## When to stay home

Tell your manager if you have vomiting, diarrhea, jaundice, a fever with a sore throat, or an infected cut. Working sick is one of the top causes of outbreaks.
`,
        },
        {
          id: "d78f2f35-7c88-4c07-bdb9-096838e3895b",
          title: "Cleaning vs. Sanitizing",
          description: "Remove dirt and reduce germs to safe levels on every surface.",
          duration: "10 min",
          content: `
# Cleaning vs. Sanitizing

**Cleaning** and **sanitizing** are two different steps, and you need both.

- **Cleaning** removes food, grease and dirt you can see, using soap or detergent and water.
- **Sanitizing** reduces the germs you can't see to safe levels, using heat or chemicals.

Sanitizer can't work through a layer of grease, so you always **clean first, then sanitize**.

## Food-contact surfaces

Cutting boards, knives, prep tables, slicers and utensils must be cleaned and sanitized:

- After every use
- When switching between types of food (for example, raw chicken to vegetables)
- Every **4 hours** if in constant use
- Any time they might be contaminated

## The five steps for a surface

1. **Scrape** or remove food bits.
2. **Wash** with detergent solution.
3. **Rinse** with clean water.
4. **Sanitize** with the correct solution for the correct contact time.
5. **Air-dry.** Don't towel-dry, which can recontaminate the surface.

## Three-compartment sink

Many kitchens wash dishes by hand in a three-compartment sink: **wash, rinse, sanitize**, then air-dry on a clean rack.

## Sanitizer concentration

Too weak and it doesn't work; too strong and it's unsafe and can leave a chemical taste. Use **test strips** to check:

- **Chlorine (bleach)** sanitizer is commonly used at **50 to 99 ppm**.
- **Quaternary ammonium ("quat")** sanitizer is used at the concentration on the manufacturer's label.

Change sanitizer buckets regularly and whenever the water is dirty.

## Chemical safety

- Read the label and **Safety Data Sheet (SDS)** for every chemical.
- Store chemicals **below and away from food**.
- Never mix chemicals. Bleach and ammonia together create toxic gas.
- Label every spray bottle with its contents.
`,
        },
      ],
      quiz: {
        id: "ff9d18c2-e312-4fd8-bea0-6bfe51075fd5",
        title: "Food Safety Certification Practice",
        description:
          "Practice questions in the style of a food handler exam. You get extra attempts, so use them to learn.",
        passThreshold: 80,
        timeLimit: 15,
        maxAttempts: 5,
        questions: [
          {
            id: "28b5c280-72dd-4b7a-8405-977092260d98",
            type: "multiple_choice",
            question: "What is the temperature danger zone according to the FDA Food Code?",
            options: ["0°F to 32°F", "41°F to 135°F", "135°F to 165°F", "165°F to 212°F"],
            correctAnswer: "41°F to 135°F",
            explanation: "Bacteria grow fastest between 41°F and 135°F.",
          },
          {
            id: "b4c9db6e-a292-491f-a168-1b32a2f8f8f4",
            type: "multiple_choice",
            question: "What is the minimum internal cooking temperature for chicken?",
            options: ["135°F", "145°F", "155°F", "165°F"],
            correctAnswer: "165°F",
            explanation: "All poultry must reach 165°F.",
          },
          {
            id: "206ad77a-da42-4cb7-8dcf-700cbb5fa3ca",
            type: "true_false",
            question: "Hand sanitizer can replace handwashing in a professional kitchen.",
            correctAnswer: "False",
            explanation: "Sanitizer may be used after washing, never instead of it.",
          },
          {
            id: "d6b4b5db-3f9d-4d5b-8a66-e715b0d26a09",
            type: "multiple_choice",
            question: "Which should be stored on the lowest shelf of the refrigerator?",
            options: ["Washed lettuce", "Raw chicken", "Cooked rice", "Cheese"],
            correctAnswer: "Raw chicken",
            explanation:
              "Raw poultry needs the highest cooking temperature, so it goes on the bottom where drips can't reach other foods.",
          },
          {
            id: "aed3309d-c6d3-465e-b3e1-0cbd87208cc5",
            type: "multiple_choice",
            question: "Cooked food must cool from 135°F to 70°F within:",
            options: ["30 minutes", "2 hours", "6 hours", "12 hours"],
            correctAnswer: "2 hours",
            explanation: "First stage: 135°F to 70°F in 2 hours, then to 41°F within 4 more hours.",
            points: 2,
          },
          {
            id: "a03b9ae3-b10d-4b75-b8cb-543f7a4e06d5",
            type: "true_false",
            question: "You should clean a surface before you sanitize it.",
            correctAnswer: "True",
            explanation: "Sanitizer can't work effectively through food residue and grease.",
          },
          {
            id: "6826ceb8-7891-49ec-8747-3724156f2691",
            type: "multiple_choice",
            question: "Which of these is one of the nine major food allergens in the U.S.?",
            options: ["Rice", "Chicken", "Carrots", "Sesame"],
            correctAnswer: "Sesame",
            explanation: "Sesame became the ninth major allergen in 2023.",
          },
          {
            id: "d39ffe3e-ef43-44dc-9b9e-cbb8d7a0f34d",
            type: "true_false",
            question: "It's safe to thaw frozen meat on the counter at room temperature.",
            correctAnswer: "False",
            explanation: "The outside warms into the danger zone while the center is still frozen.",
          },
        ],
      },
    },
    {
      id: "f9d93c3c-be32-4c98-ae41-01ae39d6ec28",
      title: "Knife Skills",
      description: "Choose, hold and care for a chef's knife, and master the classic cuts.",
      estimatedHours: "4.00",
      lessons: [
        {
          id: "b899c8fb-7fb4-4009-b82e-51a445c06a7f",
          title: "Choosing and Caring for a Chef's Knife",
          description: "Grip, safety and maintenance for the most important tool in the kitchen.",
          duration: "13 min",
          content: `
# Choosing and Caring for a Chef's Knife

A cook's knife is like a carpenter's hammer: you'll use it all day, every day. You don't need an expensive knife, but you do need a sharp one and the skills to use it safely.

## Your first knife

An **8-inch or 10-inch chef's knife** handles most jobs. Add a **paring knife** for small, detailed work and a **serrated knife** for bread and tomatoes. Pick a knife that feels balanced and comfortable in your hand.

## The grip

- **Pinch grip:** pinch the blade just in front of the handle between your thumb and the side of your index finger, with the other fingers wrapped around the handle. This gives the most control.
- **The claw:** your guiding hand holds the food with fingertips **curled under**, knuckles forward. The flat of the blade rides against your knuckles, so your fingertips stay out of the way.

## A sharp knife is a safe knife

A dull knife needs more force, slips off food and causes worse cuts. Keep it sharp:

- **Honing** with a steel realigns the edge. Do it often, even daily.
- **Sharpening** on a whetstone or by a professional service removes metal to create a new edge. Do it every few weeks to months depending on use.

## Knife safety rules

1. **Cut on a stable board.** Put a damp towel under the board so it doesn't slide.
2. **Never try to catch a falling knife.** Step back and let it fall.
3. Carry a knife **point down**, blade facing back, close to your side, and say **"Knife!"** or **"Sharp!"** as you walk behind people.
4. **Never leave a knife in a sink** full of water where someone can't see it.
5. Wipe the blade from the spine side, never along the edge.
6. Store knives in a block, on a magnetic strip or in guards, not loose in a drawer.

## Care

Hand-wash and dry your knife right after use. Dishwashers dull and damage blades and handles. Use **wood or plastic cutting boards**, never glass, stone or metal, which ruin an edge.
`,
        },
        {
          id: "6acd2a86-903c-408d-ba4a-0971564dab62",
          title: "The Classic Cuts",
          description: "Dice, julienne, mince and chiffonade to professional sizes.",
          duration: "18 min",
          content: `
# The Classic Cuts

Uniform cuts aren't just about looks. Pieces that are the same size **cook at the same rate**, so nothing ends up burned or raw. Chefs will ask for cuts by name, so learn the vocabulary.

## Stick cuts

| Cut | Size |
|---|---|
| **Julienne** | 1/8 x 1/8 inch, about 2 inches long |
| **Batonnet** | 1/4 x 1/4 inch, about 2 to 2 1/2 inches long |

Start by **squaring off** the vegetable (trimming rounded sides) so it sits flat and won't roll. Cut planks of the right thickness, stack them, and cut into sticks.

## Dice

Dice are cubes, made by cutting sticks crosswise:

| Cut | Size |
|---|---|
| **Brunoise** | 1/8 inch (from julienne) |
| **Small dice** | 1/4 inch (from batonnet) |
| **Medium dice** | 1/2 inch |
| **Large dice** | 3/4 inch |

## Dicing an onion

1. Cut the onion in half through the root end. Peel it, leaving the **root on** to hold the layers together.
2. Lay a half flat. Make vertical cuts toward the root without cutting through it.
3. Make one or two horizontal cuts toward the root for a finer dice.
4. Slice across the cuts to release even dice. Discard the root.

## Mince

Mincing makes very fine, irregular pieces, used for garlic, shallots and herbs. Rough chop first, then rock the knife over the pile with your guiding hand flat on the **spine** of the blade.

## Chiffonade

For basil and leafy greens: stack the leaves, roll them into a tight cigar and slice across into thin ribbons.

## Practice tips

- **Speed comes last.** Focus on accuracy and safe technique, and speed will follow.
- Keep your station organized: one container for product, one for trim, one for waste.
- Save trim like onion ends and carrot peels for **stock**. Good kitchens waste as little as possible.

> **Safety check:** if your fingertips are flat on the food instead of curled, stop and reset your claw.
`,
        },
      ],
      quiz: {
        id: "da8ba8c3-4466-4098-9e64-c2887454e702",
        title: "Knife Skills Quiz",
        description: "Cuts, grips and knife safety.",
        passThreshold: 80,
        timeLimit: 10,
        maxAttempts: 3,
        questions: [
          {
            id: "20d08571-add6-4193-803b-2900a062382b",
            type: "multiple_choice",
            question: "What size is a small dice?",
            options: ["1/8 inch", "1/4 inch", "1/2 inch", "3/4 inch"],
            correctAnswer: "1/4 inch",
            explanation: "Small dice is 1/4-inch cubes, cut from batonnet.",
          },
          {
            id: "10613a83-3fb4-4918-8eb2-8c8fe454446a",
            type: "true_false",
            question: "A dull knife is safer than a sharp one because it's less likely to cut you.",
            correctAnswer: "False",
            explanation: "Dull knives need more force and slip more easily, which causes injuries.",
          },
          {
            id: "581bd049-7b2f-423f-9cd9-fb971e1f79f4",
            type: "multiple_choice",
            question: "What should you do if a knife falls?",
            options: ["Try to catch it", "Step back and let it fall", "Kick it away", "Grab the handle quickly"],
            correctAnswer: "Step back and let it fall",
            explanation: "A falling knife has no safe handle. Let it drop.",
          },
          {
            id: "d5a750c2-aa91-48f0-b922-628ae5821ac2",
            type: "multiple_choice",
            question: "Which cut turns basil leaves into thin ribbons?",
            options: ["Brunoise", "Batonnet", "Chiffonade", "Large dice"],
            correctAnswer: "Chiffonade",
            explanation: "Stack, roll and slice leaves thinly for chiffonade.",
          },
          {
            id: "d5d56ec1-a95d-42d7-9786-516b243289d3",
            type: "true_false",
            question: "When dicing an onion, you leave the root end on to hold the layers together.",
            correctAnswer: "True",
            explanation: "The root keeps the onion intact while you make your cuts.",
          },
        ],
      },
    },
    {
      id: "d84882c7-4790-4ac0-a036-aaf7c05039ed",
      title: "Cooking Methods",
      description: "Use dry heat, moist heat and combination methods, and build flavor with seasoning.",
      estimatedHours: "4.00",
      lessons: [
        {
          id: "d139deb2-bd41-466e-9e0f-c5d4b5007ffc",
          title: "Dry Heat Cooking",
          description: "Sauté, roast, grill and fry to build browning and flavor.",
          duration: "15 min",
          content: `
# Dry Heat Cooking

Dry heat methods cook food with hot air, hot fat or direct heat, with no water or steam. They create the browning that makes food taste amazing.

## Why browning matters

- The **Maillard reaction** happens when proteins and sugars are heated above roughly 300°F. It creates the deep, savory flavor of a seared steak, toasted bread or roasted vegetables.
- **Caramelization** is the browning of sugars at even higher temperatures, giving sweet, nutty flavors to onions and carrots.

Water can't get hotter than 212°F at sea level, so wet food won't brown. **Pat food dry** before searing.

## The methods

**Sauté:** cook small, evenly cut pieces quickly in a little fat over medium-high heat.

- Preheat the pan, then add the oil; it should shimmer.
- **Don't crowd the pan.** Too much food drops the temperature and food steams instead of browning. Cook in batches.

**Pan-fry:** more fat than a sauté, for breaded cutlets or fish. Fat comes partway up the food.

**Deep-fry:** food is fully submerged in oil, usually around 350 to 375°F. Use a thermometer, lower food in gently away from you, and never put water on a grease fire. Smother it with a lid or use a **Class K** extinguisher.

**Roast and bake:** cook in the oven with hot, dry air. Spread vegetables in a single layer with space between pieces for the best browning.

**Grill and broil:** intense direct heat from below (grill) or above (broil). Great for tender cuts and vegetables; watch closely, because things go from charred to burned fast.

## Carryover cooking

Large roasts keep cooking after you take them off the heat, often rising **5 to 10°F**. Pull them a little before your target temperature and let them **rest** so juices redistribute.

## Safety

- Turn pot and pan handles inward, away from the edge of the stove.
- Use dry towels or mitts. A wet towel conducts heat and can burn you.
- Announce **"Hot behind!"** when moving with hot pans.
`,
        },
        {
          id: "bcd6ad68-e0f2-4df5-b1cd-52220967b5cf",
          title: "Moist Heat and Combination Cooking",
          description: "Boil, simmer, poach, steam and braise for tender, flavorful results.",
          duration: "14 min",
          content: `
# Moist Heat and Combination Cooking

Moist heat methods cook food with water, stock or steam. They're gentle, great for tough cuts and delicate foods, and the basis of soups, stocks and braises.

## Know your bubbles

| Method | Approximate temperature | What you see |
|---|---|---|
| **Poach** | 160 to 180°F | Liquid barely moving, no bubbles |
| **Simmer** | 185 to 205°F | Small, gentle bubbles |
| **Boil** | 212°F at sea level | Large, rolling bubbles |

## When to use each

- **Boil:** pasta and blanching green vegetables. Water should be well salted for pasta.
- **Simmer:** stocks, soups, sauces, beans and rice. Boiling stock makes it cloudy and greasy; a gentle simmer keeps it clear.
- **Poach:** eggs, fish and chicken breasts that need gentle heat to stay tender.
- **Steam:** vegetables and fish. Food sits above boiling water and keeps more color and nutrients.

## Blanching and shocking

To keep green vegetables bright and crisp, **blanch** them briefly in boiling salted water, then **shock** them in an ice bath to stop the cooking. This is a standard prep technique in restaurants.

## Combination cooking: braising and stewing

Combination methods **start with dry heat and finish with moist heat**:

1. **Sear** the meat to build browning and flavor.
2. Sauté aromatics such as onions, carrots and celery.
3. **Deglaze** the pan with liquid, scraping up the browned bits (called **fond**).
4. Add liquid partway up the meat (braise) or covering smaller pieces (stew).
5. Cover and cook low and slow, on the stove or in the oven, until tender.

Tough cuts like chuck, short ribs and pork shoulder are full of connective tissue. Long, slow moist cooking turns it into gelatin, making the meat fork-tender and the sauce rich.

## Stocks: the kitchen's foundation

A basic stock combines bones, **mirepoix** (about 2 parts onion to 1 part carrot to 1 part celery), aromatics and cold water, simmered gently and skimmed often. Chicken stock simmers for several hours. Cool stock quickly and safely, as you learned in Module 1.
`,
        },
        {
          id: "1a123ae6-f997-4cf0-9e85-4f2e4255fe69",
          title: "Building Flavor",
          description: "Season with salt, acid, fat and heat, and taste as you cook.",
          duration: "12 min",
          content: `
# Building Flavor

Two cooks can follow the same recipe and get totally different results. The difference is usually **seasoning and tasting**.

## Salt

Salt doesn't just make food salty; it makes food taste **more like itself**.

- **Season in layers:** a little at each stage (the pasta water, the sautéed onions, the sauce) gives deeper flavor than a lot at the end.
- **Kosher salt** is the standard in most professional kitchens because it's easy to pinch and control.
- You can always add salt, but it's hard to take it away.

## Acid

If a dish tastes flat or heavy, it often needs **acid**: a squeeze of lemon or lime, a splash of vinegar, tomatoes, or yogurt. Acid brightens flavors and balances rich, fatty foods.

## Fat

Fat carries flavor and gives richness and a satisfying texture: butter, olive oil, cream, cheese, or the fat from meat. **Blooming** spices in hot oil for 30 seconds unlocks much more flavor than sprinkling them in later.

## Heat

Heat means both **temperature** (searing vs. simmering) and **spice** (chiles, black pepper, ginger). Add spicy heat gradually and taste as you go.

## Aromatics and herbs

- Classic bases around the world start with aromatics: **mirepoix** in French cooking; the **"holy trinity"** of onion, celery and bell pepper in Cajun and Creole cooking; **sofrito** in Latin and Spanish cooking.
- **Hardy herbs** (rosemary, thyme) can cook for a long time. **Tender herbs** (basil, cilantro, parsley) go in at the end or as garnish.

## Taste, adjust, taste again

Professional cooks taste constantly, with a **clean spoon every time**. Never double-dip. Ask yourself:

1. Does it need **salt**?
2. Does it need **acid** to brighten it?
3. Does it need **fat** for richness or **heat** for excitement?
4. Is the **texture** right? Maybe a crunchy garnish?

Make one change at a time and taste again. Over time you'll build an instinct for balance that no recipe can teach.
`,
        },
      ],
      quiz: {
        id: "8baee1af-3b38-4552-a486-887bf313f9b7",
        title: "Cooking Methods Quiz",
        description: "Dry heat, moist heat and flavor building.",
        passThreshold: 70,
        timeLimit: 12,
        maxAttempts: 3,
        questions: [
          {
            id: "fed21930-e828-4710-aa95-36ad1266a8d6",
            type: "multiple_choice",
            question: "Why should you avoid crowding a sauté pan?",
            options: [
              "The food will steam instead of brown",
              "It uses too much oil",
              "The pan will crack",
              "It makes food saltier",
            ],
            correctAnswer: "The food will steam instead of brown",
            explanation: "Too much food lowers the pan's temperature and releases moisture that prevents browning.",
          },
          {
            id: "feac7d75-9d26-4a55-90a6-7bdd3fe10f68",
            type: "multiple_choice",
            question: "Braising is an example of which kind of cooking method?",
            options: ["Dry heat", "Moist heat only", "No-heat", "Combination (dry then moist)"],
            correctAnswer: "Combination (dry then moist)",
            explanation: "Braising starts with searing (dry heat) and finishes cooking slowly in liquid.",
          },
          {
            id: "c78de47a-f1ee-4e1e-899f-620303a9e21d",
            type: "true_false",
            question: "You should put out a grease fire with water.",
            correctAnswer: "False",
            explanation:
              "Water makes burning oil explode outward. Smother it with a lid or use a Class K extinguisher.",
            points: 2,
          },
          {
            id: "43caa4a0-e2cf-4ac5-92e1-f307a24aaa25",
            type: "multiple_choice",
            question: "A dish tastes flat and heavy. What is often the best fix?",
            options: [
              "Add more butter",
              "Add a squeeze of lemon or a splash of vinegar",
              "Cook it longer",
              "Add water",
            ],
            correctAnswer: "Add a squeeze of lemon or a splash of vinegar",
            explanation: "Acid brightens flavors and balances richness.",
          },
          {
            id: "6401304d-97aa-4eba-9c1b-80e9837e7a54",
            type: "multiple_choice",
            question: "Which liquid temperature is best for clear chicken stock?",
            options: ["A hard rolling boil", "Ice cold the whole time", "A gentle simmer", "It doesn't matter"],
            correctAnswer: "A gentle simmer",
            explanation: "Boiling emulsifies fat and clouds the stock; simmering keeps it clear.",
          },
          {
            id: "3cc38239-8313-4c33-a489-75d239321abf",
            type: "true_false",
            question: "Large roasts continue to rise in temperature after being removed from the oven.",
            correctAnswer: "True",
            explanation: "Carryover cooking can raise the internal temperature by 5 to 10°F.",
          },
        ],
      },
    },
    {
      id: "41d2b4ce-3d53-41a3-a2a3-faedd76d1054",
      title: "Working the Line",
      description: "Set up your station, communicate in a professional kitchen and plate a complete meal.",
      estimatedHours: "5.00",
      lessons: [
        {
          id: "bf3a2714-7b2c-4dde-8c97-816a3bf7e78e",
          title: "Mise en Place",
          description: "Set up everything you need before service starts.",
          duration: "11 min",
          content: `
# Mise en Place

**Mise en place** (pronounced "meez ahn plahs") is French for "everything in its place." It's the single most important habit in professional cooking, and it's what separates calm cooks from panicked ones during a rush.

## What it means

Before you turn on a burner, you have:

- Read the whole recipe or prep list.
- Gathered every tool: pans, spoons, towels, thermometer, containers.
- Measured and prepped every ingredient: washed, cut, portioned and labeled.
- Organized your station so everything is within reach in the order you'll use it.

## Setting up a line station

1. **Clean and sanitize** your station and set up a sanitizer bucket with clean towels.
2. Fill your **cold rail** or reach-in with prepped ingredients in labeled containers, oldest product in front (**FIFO**: first in, first out).
3. Stock backups of the items you'll go through fastest.
4. Set out your tools in the same spot every shift, so your hands know where to go without looking.
5. Check your **par levels**: the amount of each item you need for the expected number of guests.

## Labeling

Every container gets a label with the **item name and the date** it was prepped. Most ready-to-eat food prepared in-house and held cold can be kept for up to **7 days** (with the day it was prepared counting as day 1), unless your kitchen's policy is stricter.

## Clean as you go

Wipe spills immediately, empty your trash container before it overflows and return tools to their place. A messy station slows you down and causes accidents and cross-contamination.

## Mise en place is a mindset

Chefs often say mise en place is a way of thinking, not just a tray of chopped onions. Plan ahead, prepare completely and keep your space organized, whether you're cooking, studying or starting any job.
`,
        },
        {
          id: "7fc6045a-ef59-4198-85e5-5ccb09cf1c2e",
          title: "The Kitchen Brigade and Communication",
          description: "Understand kitchen roles and speak the language of a professional kitchen.",
          duration: "12 min",
          content: `
# The Kitchen Brigade and Communication

Restaurant kitchens run on teamwork under pressure. Knowing who does what and how to communicate makes you someone the team can count on.

## The brigade system

Many kitchens use a version of the classic **brigade** system:

- **Executive chef:** runs the kitchen, creates the menu, manages costs and staff.
- **Sous chef:** second in command; runs the line during service and fills in anywhere.
- **Station chefs (chefs de partie):** in charge of one station, such as grill, sauté, fry or garde manger (cold foods, salads).
- **Line and prep cooks:** cook on stations and prepare ingredients.
- **Dishwashers:** keep clean equipment flowing. Without them, the kitchen stops. Many great chefs started here.

## Service language

During service, the **expeditor** ("expo") calls out tickets, and cooks respond:

- **"Heard!"** or **"Yes, chef!"**: I got the message.
- **"Behind!"**: I'm walking behind you.
- **"Corner!"**: I'm coming around a blind corner.
- **"Hot!"** and **"Sharp!"**: I'm carrying something hot or a knife.
- **"Fire"**: start cooking that dish now.
- **"86"**: we're out of that item.
- **"All day"**: the total count. "Three chicken all day" means three chicken orders in total on the board.

## Being a great team member

1. **Show up early** and in a clean uniform.
2. **Say "heard"** every time. Silence makes the chef wonder if you got it.
3. **Ask before you're stuck.** It's better to ask a question than to ruin an order.
4. **Help others** when your station is caught up.
5. **Take feedback without arguing.** Say "Yes, chef," fix it, and talk about it after service if needed.

## Handling stress

A rush is intense, but it ends. Breathe, focus on one ticket at a time and trust your mise en place. After service, notice what went well and what you'll prep differently tomorrow.
`,
        },
      ],
      project: {
        id: "9d736062-ec57-4d77-89ab-7e7d2055ce12",
        title: "Cook and Plate a Three-Component Meal",
        description:
          "Plan, cook and plate a meal with a protein (or plant-based protein), a starch and a vegetable, using at least two cooking methods from this course.",
        requirements: `
- Write a short prep list and mise en place plan before cooking
- Use at least two different cooking methods (for example, a seared protein and steamed vegetables)
- Show at least one classic knife cut and name it
- Record the final internal temperature of your protein with a thermometer
- Plate the dish with attention to color, height and a clean rim
- Upload a PDF with photos of your mise en place and finished plate, plus a 150-word reflection on seasoning and timing
`,
        submissionFormat: "file",
        maxSubmissions: 3,
      },
    },
  ],
};
