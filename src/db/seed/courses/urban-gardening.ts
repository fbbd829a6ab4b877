import type { CourseSeed } from "../types.js";

export const urbanGardening: CourseSeed = {
  id: "884fd95a-9839-4054-82ac-8b55043e544b",
  slug: "urban-gardening",
  title: "Urban Gardening: Grow Food in Small Spaces",
  description:
    "Turn a balcony, rooftop or vacant lot into a productive garden. Learn to read sunlight, build healthy soil, grow and protect your crops, and even sell your harvest at a local market.",
  category: "Urban Gardening",
  isFree: true,
  price: "0",
  duration: "5 weeks",
  rating: "4.85",
  reviewCount: 241,
  standards: "USDA NRCS Soil Health Principles; National AFNR Career Cluster Content Standards (Plant Systems)",
  isFeatured: true,
  modules: [
    {
      id: "b377a2cf-cb4c-488a-b4b2-5dbb4d0bb2f3",
      title: "Planning Your Urban Garden",
      description: "Map sunlight and space, then choose between containers, raised beds and vertical growing.",
      estimatedHours: "2.00",
      lessons: [
        {
          id: "23f2b0d4-cf25-4006-b787-775e6d5d75cf",
          title: "Reading Sunlight and Space",
          description: "Measure how much sun your space gets and match crops to it.",
          duration: "12 min",
          content: `
# Reading Sunlight and Space

Sunlight is the fuel for everything you grow. Before you buy a single seed, find out how much light your space actually gets.

## How much sun do plants need?

- **Full sun (6 to 8+ hours of direct light):** tomatoes, peppers, squash, cucumbers, beans and most herbs like basil.
- **Partial sun (4 to 6 hours):** root crops like carrots, beets and radishes, plus peas.
- **Light shade (3 to 4 hours):** leafy greens like lettuce, spinach, kale and chard. In hot summers, greens actually prefer some afternoon shade.

## Map your sun

City gardens are full of shadows from buildings, fences and trees. Do a simple **sun map**:

1. Pick a clear day and check your space at 9 a.m., noon, 3 p.m. and 6 p.m.
2. Sketch the area and shade in where shadows fall each time.
3. Count the hours each spot is in direct sun.

Sun changes with the seasons, because the sun sits lower in the sky in spring and fall. A spot that's sunny in June may be shaded in October.

## Other things to check

- **Water access:** how far is the nearest spigot? Carrying watering cans gets old fast.
- **Wind:** rooftops and balconies can be very windy, which dries out plants and knocks over tall crops.
- **Weight limits:** wet soil is heavy. Check with the building owner before putting large planters on a balcony or roof.
- **Permission and safety:** for vacant lots, get written permission from the owner or the city, and check the site's history (more on soil testing later).

## Start small

A small garden that's well cared for produces more than a big one that gets overwhelming. Two or three containers or one raised bed is a great first season.
`,
        },
        {
          id: "8a460921-f286-4d2e-9dfa-f215739e19bd",
          title: "Containers, Raised Beds and Vertical Growing",
          description: "Compare the three main ways to grow food when you don't have a backyard.",
          duration: "14 min",
          content: `
# Containers, Raised Beds and Vertical Growing

Urban growers get creative with space. Each method has strengths, and many gardens mix all three.

## Containers

Almost anything can be a container if it has **drainage holes**: buckets, grow bags, crates lined with fabric.

- **Size matters.** A tomato plant needs at least a **5-gallon** container. Herbs and lettuce can grow in 1 to 2 gallons.
- Use **potting mix**, not garden soil. Garden soil packs down in pots and drains poorly.
- Containers dry out quickly. In summer you may need to water daily.
- Dark containers heat up in the sun; light-colored ones stay cooler.

## Raised beds

A raised bed is a bottomless box filled with a soil and compost mix.

- Keep beds **no more than 4 feet wide** so you can reach the middle without stepping on the soil.
- Aim for **at least 12 inches deep** for most vegetables.
- Use untreated wood, such as cedar, or metal. Leave paths wide enough for a wheelbarrow.
- Raised beds warm up earlier in spring and drain well, and they let you bring in clean soil when the ground may be contaminated.

## Vertical growing

When space is tight, grow up:

- **Trellises** for pole beans, peas, cucumbers and small melons.
- **Cages or stakes** for tomatoes.
- **Wall planters and hanging pockets** for herbs, strawberries and lettuce.

Place tall and vertical crops on the **north side** of your garden (in the Northern Hemisphere) so they don't shade shorter plants.

## Choosing your method

| If you have... | Try... |
|---|---|
| A balcony or fire escape | Containers and a small trellis |
| A patio or rooftop with strong structure | Large containers or shallow raised beds |
| Ground space or a lot | Raised beds with vertical supports |
`,
        },
      ],
      quiz: {
        id: "e83e8ba0-93c4-4cd7-bf52-1e3fffb3ff77",
        title: "Garden Planning Quiz",
        description: "Check that you're ready to plan a garden that fits your space.",
        passThreshold: 70,
        timeLimit: 10,
        maxAttempts: 3,
        questions: [
          {
            id: "2dc91ff3-169a-4c2e-8874-0480d9c9aa9f",
            type: "multiple_choice",
            question: "How much direct sun do tomatoes and peppers need?",
            options: ["1 to 2 hours", "6 to 8 or more hours", "3 to 4 hours", "They grow best in full shade"],
            correctAnswer: "6 to 8 or more hours",
            explanation: "Fruiting crops need full sun to produce well.",
          },
          {
            id: "029cd7b6-b98d-4996-9c63-b976c507c4ea",
            type: "true_false",
            question: "Leafy greens like lettuce and spinach can grow with only 3 to 4 hours of direct sun.",
            correctAnswer: "True",
            explanation: "Greens tolerate light shade and often prefer afternoon shade in hot weather.",
          },
          {
            id: "b5dd1f9d-f9e7-4db1-9ad3-25e371dc2dc7",
            type: "multiple_choice",
            question: "What's the smallest container you should use for a tomato plant?",
            options: ["1 gallon", "2 gallons", "5 gallons", "A coffee mug"],
            correctAnswer: "5 gallons",
            explanation: "Tomatoes have big root systems and need at least 5 gallons of potting mix.",
          },
          {
            id: "8a650fdc-c5b0-4d15-ab0e-ddf8b4dd6ec3",
            type: "multiple_choice",
            question: "Why should raised beds be no more than about 4 feet wide?",
            options: [
              "So you can reach the middle without stepping on the soil",
              "Because lumber only comes in 4-foot lengths",
              "So they hold less water",
              "Wider beds attract more pests",
            ],
            correctAnswer: "So you can reach the middle without stepping on the soil",
            explanation: "Stepping on beds compacts the soil and crushes roots.",
          },
          {
            id: "2fc438ce-47bd-4f26-908b-6a6813eb1574",
            type: "true_false",
            question: "Regular garden soil is the best choice for filling containers.",
            correctAnswer: "False",
            explanation: "Garden soil compacts in pots. Use a light, well-draining potting mix.",
          },
        ],
      },
    },
    {
      id: "f879df2f-f5ff-463e-bfa3-af3829579cf6",
      title: "Soil & Compost",
      description:
        "Understand what makes soil healthy, make your own compost and test city soil for lead and nutrients.",
      estimatedHours: "3.00",
      lessons: [
        {
          id: "dc4345b1-b227-4714-af4e-ae08a05813d8",
          title: "What Makes Healthy Soil",
          description: "The ingredients of living soil and how to improve it.",
          duration: "13 min",
          content: `
# What Makes Healthy Soil

Good gardeners say they don't grow plants, they grow soil. Healthy soil feeds plants, holds water and is full of life.

## What soil is made of

- **Minerals:** sand (large, gritty particles), silt (smooth, like flour) and clay (tiny, sticky particles). The mix is called **soil texture**.
- **Organic matter:** decomposed plants and animals. It holds water and nutrients like a sponge.
- **Air and water:** roots need both. Good soil is about half solid material and half pore space.
- **Living things:** earthworms, fungi and billions of bacteria break down organic matter and make nutrients available.

## The squeeze test

Grab a handful of moist soil and squeeze:

- Falls apart right away? **Sandy.** Drains fast, dries out fast.
- Forms a sticky, shiny ribbon? **Clay-heavy.** Holds water, can drain poorly.
- Holds together loosely and then crumbles? **Loam.** That's the goal.

The fix for both sandy and clay soils is the same: **add organic matter**, like compost.

## Soil pH

pH measures how acidic or alkaline soil is. Most vegetables grow best between **6.0 and 7.0**. A soil test tells you your pH and what, if anything, to add.

## Soil health principles

The USDA's soil health principles work in any garden:

1. **Disturb the soil as little as possible.** Avoid heavy digging; loosen with a fork instead.
2. **Keep the soil covered** with plants or mulch.
3. **Keep living roots in the ground** as much of the year as you can.
4. **Grow a diversity of plants.**

## Never work wet soil

Digging in soggy soil destroys its structure and leaves hard clods. If a squeezed handful drips or stays in a muddy ball, wait a few days.
`,
        },
        {
          id: "ef58ba62-3828-4b48-83e0-68a259e79916",
          title: "Composting 101",
          description: "Turn food scraps and leaves into rich compost, even in a small space.",
          duration: "15 min",
          content: `
# Composting 101

Compost is decomposed organic material that improves any soil. Making it yourself is free and keeps food waste out of landfills.

## Browns and greens

A compost pile needs two kinds of ingredients:

- **Browns (carbon):** dry leaves, straw, shredded cardboard, newspaper, wood chips.
- **Greens (nitrogen):** fruit and vegetable scraps, coffee grounds, fresh grass clippings, plant trimmings.

A good rule of thumb is **about 2 to 3 parts browns to 1 part greens** by volume. Too many greens and the pile gets slimy and smelly. Too many browns and it barely breaks down.

## What to leave out

Keep out **meat, fish, dairy, oily foods and pet waste**. They attract rats and can carry disease. Also skip diseased plants and weeds that have gone to seed.

## Keep it alive

The microbes doing the work need:

1. **Moisture:** like a wrung-out sponge. Add water if it's dry; add browns if it's soggy.
2. **Air:** turn the pile every week or two with a pitchfork.
3. **Size:** a pile about 3 feet by 3 feet by 3 feet holds enough heat to break down quickly. A well-managed hot pile can reach 130 to 160°F inside.

## Small-space options

- **Tumblers:** closed barrels you spin. Tidy and rodent resistant.
- **Worm bins (vermicomposting):** red wiggler worms eat scraps in a bin that can live under a sink. Their castings are excellent fertilizer.
- **Community drop-off:** many cities and community gardens collect scraps.

## When is it ready?

Finished compost is dark, crumbly and smells like a forest floor. You shouldn't be able to recognize the original scraps. It usually takes **2 to 6 months** depending on how actively you manage the pile.
`,
        },
        {
          id: "8555da03-5006-407c-9053-4caf1350fdac",
          title: "Testing Soil for Lead and Nutrients",
          description: "Why urban soil testing matters and how to garden safely if contaminants are found.",
          duration: "12 min",
          content: `
# Testing Soil for Lead and Nutrients

City soil can hold surprises. Decades of leaded gasoline, old lead paint and past industrial uses mean some urban soils contain **lead** and other contaminants. Testing is the responsible first step before growing food in the ground.

## Where to get a test

Most states have a **Cooperative Extension** office, usually run by a public university, that tests soil for a small fee. Ask for both a **nutrient test** (pH, phosphorus, potassium, organic matter) and a **lead or heavy metals test**.

## Taking a good sample

1. Use a clean trowel and a clean plastic bucket.
2. Take 8 to 10 small samples from across the area, about 6 inches deep.
3. Mix them together and let the soil air-dry.
4. Send about 2 cups in a labeled bag, following the lab's instructions.

Test separate areas separately: the ground near an old building, where paint chips may have fallen, can be very different from the middle of the lot.

## If lead is found

Follow the guidance that comes with your results. Common practices include:

- **Build raised beds** filled with clean, imported soil and compost, with landscape fabric underneath as a barrier.
- **Cover bare soil** with mulch, wood chips or grass so dust doesn't blow around.
- **Wash your produce** well and peel root crops.
- **Wash hands** after gardening, and leave dirty shoes and gloves at the door.
- Keep young children from playing in bare, untested soil.

## Reading nutrient results

Your report will suggest how much compost, lime (to raise pH) or sulfur (to lower pH) to add. Resist the urge to pour on extra fertilizer "just in case". Too much nitrogen makes leafy plants with few fruits and can wash into waterways.
`,
        },
      ],
      quiz: {
        id: "dcde156a-c6a6-433c-a0c1-5110b73f771f",
        title: "Soil & Compost Quiz",
        description: "Test what you know about soil health, compost and safe urban growing.",
        passThreshold: 75,
        timeLimit: 12,
        maxAttempts: 3,
        questions: [
          {
            id: "82ea2e6c-ebfc-4a69-a158-aa55527ed07c",
            type: "multiple_choice",
            question: "Which item should NOT go in a home compost pile?",
            options: ["Coffee grounds", "Dry leaves", "Shredded cardboard", "Leftover chicken"],
            correctAnswer: "Leftover chicken",
            explanation: "Meat attracts rodents and can carry pathogens; keep it out of home compost.",
          },
          {
            id: "8b9511d0-6bac-4681-822f-eab655c48be9",
            type: "multiple_choice",
            question: "A good starting ratio of browns to greens by volume is about:",
            options: ["1 to 5", "1 to 1 exactly", "2 or 3 to 1", "10 to 1"],
            correctAnswer: "2 or 3 to 1",
            explanation: "Extra carbon-rich browns keep the pile balanced and odor-free.",
          },
          {
            id: "5311145e-e0f1-431c-a6fc-2c0c25df8c3a",
            type: "true_false",
            question: "Most vegetables grow best in soil with a pH between 6.0 and 7.0.",
            correctAnswer: "True",
            explanation: "Slightly acidic to neutral soil makes most nutrients available to vegetables.",
          },
          {
            id: "5dc922ba-f657-4459-ad79-d5aaf9b733b0",
            type: "multiple_choice",
            question: "What is the best way to improve both sandy soil and heavy clay soil?",
            options: ["Add sand", "Add more fertilizer", "Add organic matter such as compost", "Dig it while it's wet"],
            correctAnswer: "Add organic matter such as compost",
            explanation: "Organic matter helps sandy soil hold water and helps clay soil drain.",
            points: 2,
          },
          {
            id: "3c3ac678-7f41-4239-a71b-a61d8135c070",
            type: "true_false",
            question: "Urban soil never needs testing as long as plants look healthy.",
            correctAnswer: "False",
            explanation:
              "Lead and other contaminants are invisible and don't always affect plant health, so test before growing food.",
          },
          {
            id: "6c85142e-6251-435f-b69c-570d07053184",
            type: "multiple_choice",
            question: "If your soil test shows elevated lead, a common safe practice is to:",
            options: [
              "Add extra fertilizer",
              "Water the plants more often",
              "Grow only root crops",
              "Grow food in raised beds with clean soil over a fabric barrier",
            ],
            correctAnswer: "Grow food in raised beds with clean soil over a fabric barrier",
            explanation: "Raised beds with imported soil separate your crops from contaminated ground.",
          },
        ],
      },
    },
    {
      id: "eeed7613-232a-4ec9-9045-9349769f5758",
      title: "Planting & Plant Care",
      description: "Start seeds and transplants, water and mulch wisely, and manage pests without harsh chemicals.",
      estimatedHours: "3.00",
      lessons: [
        {
          id: "a66ec049-5e8a-465a-9723-5f146be9648f",
          title: "Seeds vs. Transplants",
          description: "Know when to sow seeds directly and when to start with young plants.",
          duration: "12 min",
          content: `
# Seeds vs. Transplants

You can start a crop from seed right in the garden or plant a young seedling called a **transplant**. Each crop has a preferred method.

## Direct sowing

Some crops grow best when seeded right where they'll live, because they don't like their roots disturbed or they grow fast:

- Root crops: **carrots, radishes, beets, turnips**
- **Beans and peas**
- Squash, cucumbers and corn (in warm soil)

**Planting depth:** a simple rule is to plant a seed about **2 to 3 times as deep as it is wide**. Tiny seeds like lettuce barely get covered. Keep the soil surface moist until seedlings appear.

## Transplants

Slow-growing, heat-loving crops are usually started indoors 6 to 8 weeks early, or bought as seedlings:

- **Tomatoes, peppers and eggplant**
- Broccoli, cabbage and many herbs

## Hardening off

Seedlings raised indoors are soft. Before planting them outside, **harden them off** over about **7 to 10 days**: start with an hour or two outdoors in shade, and increase the time and sun a little each day.

## Planting a transplant

1. Water the seedling an hour before planting.
2. Dig a hole a bit larger than the root ball.
3. Gently loosen circling roots.
4. Set it at the same depth it was growing. **Tomatoes are the exception:** bury the stem deeper and it will grow extra roots.
5. Firm the soil and water deeply.

Plant on a cloudy day or in the late afternoon so the plant isn't stressed by midday heat.

## Frost dates

Look up your area's **average last frost date** in spring. Cool-season crops (lettuce, peas, kale) can go in a few weeks before it. Warm-season crops (tomatoes, peppers, squash, basil) go in after it, once nights stay above about 50°F.
`,
        },
        {
          id: "5c50b8b3-be69-4efb-aff6-b98eae9c3974",
          title: "Watering and Mulching",
          description: "Water deeply and efficiently, and use mulch to save water and stop weeds.",
          duration: "10 min",
          content: `
# Watering and Mulching

More gardens fail from poor watering than from anything else. The goal is steady moisture at the roots, not a wet surface.

## How much water?

Most vegetable gardens need roughly **1 inch of water per week**, from rain and watering combined. Containers need more, often daily in hot weather.

## Water deeply, less often

Shallow daily sprinkles keep roots near the surface, where they dry out quickly. Instead, water **deeply** so moisture soaks 6 inches or more into the soil, then let the top inch dry before watering again. Roots follow the water down and the plants become tougher.

**The finger test:** push a finger into the soil up to the second knuckle. If it's dry, water. If it's cool and damp, wait.

## Water the roots, not the leaves

- Water at the **base of the plant**. Wet leaves invite fungal diseases.
- **Morning** is the best time; less water evaporates and leaves dry quickly.
- Soaker hoses and drip lines put water right where it's needed and can be put on a cheap timer.

## Mulch

Mulch is a layer of material spread over the soil surface. A **2 to 3 inch layer** of straw, shredded leaves or wood chips:

- Keeps soil moist longer
- Blocks weeds from sprouting
- Keeps roots cooler in summer
- Breaks down into organic matter over time

Keep mulch an inch or two away from plant stems to prevent rot.

## Signs of trouble

- **Wilting in the afternoon** that recovers by evening is often normal heat stress.
- **Wilting in the morning** means the plant needs water now.
- **Yellow leaves and soggy soil** can mean overwatering. Roots need air too.
`,
        },
        {
          id: "ed2a5546-8bc5-4a61-bc2d-b802740c7721",
          title: "Organic Pest Management",
          description: "Use integrated pest management to protect crops without harsh chemicals.",
          duration: "13 min",
          content: `
# Organic Pest Management

Every garden has bugs, and most of them are harmless or helpful. **Integrated Pest Management (IPM)** is a step-by-step approach that solves pest problems with the least harmful method first.

## Step 1: Prevent

- Build healthy soil. Strong plants resist pests better.
- **Rotate crops** so pests that overwinter in the soil don't find the same food next year.
- Use **floating row covers** (light fabric) to keep insects off young plants like kale and squash.
- Plant flowers such as alyssum, dill and marigolds to attract **beneficial insects**.

## Step 2: Monitor

Walk your garden a few times a week and check the **undersides of leaves**. Catching a problem early makes it easy to handle.

## Step 3: Identify

Not every bug is a pest. **Ladybugs, lacewings and their larvae eat aphids**; spiders and ground beetles eat many pests. Use a phone app or your extension office to identify what you find before you act.

## Step 4: Act, starting gentle

1. **Hand-pick** larger pests like tomato hornworms and squash bugs and drop them in soapy water.
2. **Spray aphids off** with a strong stream of water.
3. Use **insecticidal soap** or **neem oil** for soft-bodied pests, following the label.
4. Remove badly infested or diseased plants so problems don't spread.

## Reading the label

Even organic products can harm bees and people if misused. Always:

- Read and follow the label directions exactly.
- Spray in the **early morning or evening**, when bees are less active.
- Never spray open flowers that pollinators are visiting.
- Wear gloves and wash your hands afterward.

> **Remember:** a few holes in leaves are normal. The goal is a healthy harvest, not a garden with zero insects.
`,
        },
      ],
      quiz: {
        id: "794681f3-8056-444d-8d74-5858f12a5278",
        title: "Plant Care Lightning Round",
        description:
          "Quick recall on planting, watering and pest control. You only have a few minutes, so trust your gut.",
        passThreshold: 70,
        timeLimit: 3,
        maxAttempts: 3,
        questions: [
          {
            id: "b40d326d-981f-487f-ae5d-f5a615dceef4",
            type: "multiple_choice",
            question: "How deep should you generally plant a seed?",
            options: [
              "About 2 to 3 times its width",
              "Exactly 3 inches",
              "On top of the soil",
              "As deep as your finger",
            ],
            correctAnswer: "About 2 to 3 times its width",
            explanation: "Small seeds go shallow and large seeds go deeper, following this rule of thumb.",
          },
          {
            id: "c41d932b-8738-4f7b-8d96-9c052924ff5f",
            type: "true_false",
            question: "Watering a little every day is better than watering deeply less often.",
            correctAnswer: "False",
            explanation: "Deep, less frequent watering grows deeper, tougher roots.",
          },
          {
            id: "77905100-5ce9-4fab-9ade-fc0f35dcedd6",
            type: "multiple_choice",
            question: "Which insect is a helpful predator of aphids?",
            options: ["Tomato hornworm", "Ladybug", "Squash bug", "Cabbage worm"],
            correctAnswer: "Ladybug",
            explanation: "Ladybugs and their larvae eat large numbers of aphids.",
          },
          {
            id: "37ba98b8-6162-4a83-b70d-f4598ed8f2f4",
            type: "multiple_choice",
            question: "What is 'hardening off'?",
            options: [
              "Letting soil dry until it's hard",
              "Pruning plants in the fall",
              "Gradually getting indoor seedlings used to outdoor conditions",
              "Adding lime to the soil",
            ],
            correctAnswer: "Gradually getting indoor seedlings used to outdoor conditions",
            explanation: "Over 7 to 10 days, seedlings adjust to sun, wind and temperature changes.",
          },
          {
            id: "c0693b08-a063-4cef-adbf-1fb92c491e2e",
            type: "true_false",
            question: "A 2 to 3 inch layer of mulch helps keep soil moist and blocks weeds.",
            correctAnswer: "True",
            explanation: "Mulch slows evaporation and shades out weed seeds.",
          },
          {
            id: "0f3afbe1-03da-4051-8ec7-28b042751fc7",
            type: "multiple_choice",
            question: "In Integrated Pest Management, what should you try first?",
            options: [
              "Prevention and gentle methods like hand-picking",
              "The strongest pesticide available",
              "Removing every plant",
              "Spraying flowers at midday",
            ],
            correctAnswer: "Prevention and gentle methods like hand-picking",
            explanation: "IPM starts with prevention and the least harmful effective control.",
          },
        ],
      },
    },
    {
      id: "0f492c9e-4672-49fd-92ca-9ddf8642dffe",
      title: "Harvest & Market",
      description: "Harvest crops at their peak and learn how growers sell produce at farmers markets.",
      estimatedHours: "2.50",
      lessons: [
        {
          id: "267e98e1-a87d-49a8-87c4-92db8757b9e6",
          title: "Harvesting at Peak",
          description: "Know when and how to pick common crops for the best flavor and yield.",
          duration: "11 min",
          content: `
# Harvesting at Peak

Harvest is the reward for all your work. Picking at the right time and in the right way gives you better flavor and keeps plants producing.

## Timing is everything

- **Harvest in the morning**, after the dew dries but before the heat. Crops are crisp and full of water.
- **Tomatoes:** pick when fully colored and slightly soft to the touch. If animals are a problem, you can pick at first blush and let them ripen indoors.
- **Zucchini and summer squash:** pick small, about **6 to 8 inches** long. They grow fast, and giant ones are watery and seedy.
- **Beans:** pick when pods snap cleanly and before the seeds bulge.
- **Leafy greens:** use **cut-and-come-again** harvesting. Take the outer leaves and leave the center growing, and the plant keeps producing for weeks.
- **Herbs:** pinch off the tops just above a pair of leaves. Regular pinching makes basil bushier and delays flowering.

## Keep picking

Many crops, including beans, cucumbers, squash and peppers, **produce more when you harvest often**. If mature fruit stays on the plant, the plant slows down.

## Handle with care

1. Use clean scissors or pruners instead of yanking, which can damage stems.
2. Put produce in a shaded basket or crate, not a hot plastic bag.
3. Cool leafy greens quickly in cold water, then spin or pat dry.
4. Don't wash tomatoes or berries until you're ready to eat them.

## Storage basics

- **Refrigerate:** greens, beans, peas, carrots, broccoli.
- **Keep on the counter:** tomatoes, basil (in a glass of water), winter squash, onions and potatoes (in a cool, dark place).

## Share the harvest

Even a small garden can make more than one household can eat. Food pantries and community fridges in many cities gladly accept fresh, clean produce.
`,
        },
        {
          id: "e13d3f7e-8789-4fb6-b9e1-6d20c8ce7547",
          title: "Selling at a Farmers Market",
          description: "The basics of pricing, displaying and selling your produce legally and professionally.",
          duration: "14 min",
          content: `
# Selling at a Farmers Market

Selling your harvest is a great way to earn money and learn real business skills: planning, pricing, customer service and record keeping.

## Before you sell

- **Apply to the market.** Most markets have a vendor application, a booth fee and rules about what you can sell (many require that you grow it yourself).
- **Check local rules.** Fresh, whole produce usually has fewer requirements. Processed foods like jams, salsa or baked goods fall under your state's **cottage food laws** and may need a permit or labeling.
- **Ask about payments.** Many markets accept SNAP/EBT tokens and have programs that double their value. That helps your customers and your sales.

## Pricing

1. Visit the market first and note what others charge.
2. Know your costs: seeds, soil, water, booth fee, your time.
3. Price by the **bunch, pint or pound**, and keep prices simple (whole dollars make change easy).
4. Don't undercut everyone else. Competing on quality and friendliness works better than being the cheapest.

## A display that sells

- **Abundance sells.** Full baskets look better than a few items spread thin. Restock as you go.
- Raise produce to eye level using crates.
- Use clear, readable **price signs** on every item.
- Keep greens misted and in the shade.
- Add a sign with your garden's name and story. Customers love buying from young growers.

## Customer service

Smile, greet people and offer tips ("This kale is great in smoothies"). Be ready to explain how you grow. Have a cash box with small bills and coins, and a card reader if you can.

## Keep records

Write down what you brought, what sold and what didn't, and your total sales each week. After a few markets you'll know exactly what to plant more of next season.
`,
        },
      ],
      project: {
        id: "46d38127-4ab2-494f-9d8d-56912e4de761",
        title: "Design a Raised Bed Plan",
        description:
          "Plan a 4-by-8-foot raised bed for a real location you can access. Show that you can match crops to the sun, space and season.",
        requirements: `
- Describe the location and the number of hours of direct sun it receives (from your own sun map)
- List the soil and compost mix you would use and how much you need in cubic feet (a 4x8 bed, 12 inches deep, holds 32 cubic feet)
- Choose at least 6 crops and explain why each fits your sun and season
- Give a planting layout with spacing, placing tall crops on the north side
- Include a watering plan and one pest-prevention strategy
- Write 300 to 600 words in total
`,
        submissionFormat: "text",
        maxSubmissions: 2,
      },
    },
  ],
};
