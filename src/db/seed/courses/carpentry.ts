import type { CourseSeed } from "../types.js";

export const carpentryFoundations: CourseSeed = {
  id: "86f4bc2f-b658-431e-8009-f7b61cfa8663",
  slug: "carpentry-foundations",
  title: "Carpentry Foundations: Tools, Safety & Your First Build",
  description:
    "Learn to work safely in a shop, measure and mark like a pro, and handle the hand and power tools every carpenter uses. You'll finish by building a pair of sturdy sawhorses you can keep for future projects.",
  category: "Carpentry & Woodworking",
  isFree: true,
  price: "0",
  duration: "6 weeks",
  rating: "4.80",
  reviewCount: 312,
  standards:
    "NCCER Core Curriculum (Basic Safety, Intro to Hand Tools, Intro to Power Tools); OSHA 10-Hour Construction awareness",
  isFeatured: true,
  modules: [
    {
      id: "c39249e6-55a7-461f-98bd-49c0b974d023",
      title: "Shop Safety & Personal Protective Equipment",
      description:
        "Build the safety habits that keep carpenters working for decades: protective gear, a clean shop and power tool rules.",
      estimatedHours: "2.00",
      lessons: [
        {
          id: "95a0c0dd-a4e4-493c-98c0-c03b03ff9271",
          title: "Why Safety Comes First",
          description: "The protective gear every carpenter wears and the reasons behind each piece.",
          duration: "12 min",
          content: `
# Why Safety Comes First

Every experienced carpenter you meet has one thing in common: they still have all their fingers because they built safe habits early. Safety isn't about being scared of tools. It's about respecting them so you can use them with confidence.

## Your personal protective equipment (PPE)

- **Safety glasses** rated ANSI Z87.1. Sawdust, splinters and nail fragments travel fast. Wear glasses any time a tool is running, even if you're just watching.
- **Hearing protection.** Circular saws and table saws are loud enough to damage your hearing over time. Foam earplugs or earmuffs cost a few dollars; hearing loss is permanent.
- **Dust mask or respirator.** Fine dust from sanding and cutting (especially MDF and treated lumber) irritates your lungs. An N95 mask is a good everyday choice.
- **Work boots.** Closed-toe, sturdy boots protect you from dropped lumber and nails. Steel or composite toes are required on many job sites.
- **Gloves, sometimes.** Gloves protect you when carrying rough lumber, but **never wear gloves near a spinning blade or bit**. A glove can get caught and pull your hand in.

## Dress for the shop

Tie back long hair, remove rings and necklaces, and roll up or remove loose sleeves. Anything that dangles can get grabbed by a rotating tool.

## Keep your space clean

Most shop injuries aren't dramatic saw accidents. They're trips, falls and cuts from tools left in the wrong place. Sweep up offcuts, coil cords out of walkways and put tools back when you finish with them.

> **Remember:** If something feels unsafe, stop and ask. No deadline is worth an injury, and good supervisors respect workers who speak up.
`,
        },
        {
          id: "895ef1b9-0d73-4c9f-9f09-0edd700580fb",
          title: "Power Tool Safety Rules",
          description: "Universal rules for using any power tool, from drills to saws.",
          duration: "14 min",
          content: `
# Power Tool Safety Rules

Power tools make work faster, but they also make mistakes faster. These rules apply to every corded and cordless tool you'll use in this course.

## Before you start

1. **Inspect the tool.** Look for damaged cords, cracked housings and missing guards. A damaged tool gets tagged "Do Not Use" and reported, not fixed with tape.
2. **Check the blade or bit.** It should be sharp, the right type for the material, and tightened securely. Dull blades burn wood and are more likely to kick back.
3. **Secure your work.** Clamp small pieces instead of holding them with your hand. Your hand should never be the thing keeping wood from moving.
4. **Know where the cut ends.** Look beneath and behind your work to make sure the blade won't hit a cord, a clamp or a sawhorse.

## While you work

- Keep both hands on two-handed tools.
- Stand with good balance, never overreaching.
- Let the tool reach full speed before it touches the wood.
- Keep your body out of the line of the blade, so if the tool kicks back it doesn't come at you.

## Changing blades and bits

**Unplug the tool or remove the battery** before changing a blade, bit or sanding disc. Many serious injuries happen when someone bumps the trigger while their fingers are near the blade.

## Guards are there for a reason

A blade guard should move freely and snap back on its own. Never tie, wedge or remove a guard. If it sticks, the tool needs maintenance.

## Cords and batteries

Use extension cords rated for the tool's power draw, keep them out of walkways and away from the cut line, and never carry a tool by its cord. Store batteries away from metal objects and extreme heat.
`,
        },
      ],
      quiz: {
        id: "e2aee25f-45f8-4270-a920-3501169a7416",
        title: "Shop Safety Check",
        description: "Show that you know the gear and habits that keep you safe in the shop.",
        passThreshold: 80,
        timeLimit: 10,
        maxAttempts: 3,
        questions: [
          {
            id: "918ecad5-006b-4752-bccc-b20d2bb95c50",
            type: "multiple_choice",
            question: "Which safety rating should you look for on safety glasses?",
            options: ["OSHA 1910", "UL 94", "ANSI Z87.1", "NFPA 70"],
            correctAnswer: "ANSI Z87.1",
            explanation: "ANSI Z87.1 is the standard for impact-resistant eye protection.",
          },
          {
            id: "6efd3e09-0013-4f1c-84ce-964656944425",
            type: "true_false",
            question: "You should wear gloves when using a table saw to protect your hands.",
            correctAnswer: "False",
            explanation:
              "Gloves can catch on a spinning blade and pull your hand in. Never wear them near rotating blades or bits.",
          },
          {
            id: "ce0c3b16-8078-4577-aa14-52d52d288627",
            type: "multiple_choice",
            question: "What is the first thing to do before changing a saw blade?",
            options: [
              "Put on gloves",
              "Lower the blade guard",
              "Check the blade for sharpness",
              "Unplug the tool or remove the battery",
            ],
            correctAnswer: "Unplug the tool or remove the battery",
            explanation:
              "Removing the power source makes it impossible to start the saw by accident while your fingers are near the blade.",
            points: 2,
          },
          {
            id: "77a5d452-b16b-4f69-bfb4-5e8ca31ae886",
            type: "multiple_choice",
            question: "You notice a cracked housing on a drill. What should you do?",
            options: [
              "Tag it out of service and report it",
              "Wrap it in electrical tape and keep working",
              "Only use it for small holes",
              "Give it to someone more experienced",
            ],
            correctAnswer: "Tag it out of service and report it",
            explanation: "Damaged tools are taken out of service until they are properly repaired or replaced.",
          },
          {
            id: "0c907cc2-d047-47e4-afce-1d3db759efe6",
            type: "true_false",
            question:
              "Most shop injuries come from trips, falls and poor housekeeping rather than dramatic saw accidents.",
            correctAnswer: "True",
            explanation: "Keeping floors, walkways and benches clear prevents a large share of injuries.",
          },
          {
            id: "f62dd263-0720-4248-9c73-6c3db9d6c04c",
            type: "multiple_choice",
            question: "Where should your body be when making a cut with a circular saw?",
            options: [
              "Directly behind the blade",
              "To the side of the blade's path",
              "In front of the saw",
              "It doesn't matter",
            ],
            correctAnswer: "To the side of the blade's path",
            explanation:
              "If the saw kicks back, it travels back along the cut line. Standing to the side keeps you out of its path.",
          },
        ],
      },
    },
    {
      id: "b83cab9d-1154-4f7a-b782-fb5a18e9025b",
      title: "Measuring, Marking & Layout",
      description:
        "Read a tape measure to the sixteenth, use squares and marking tools, and work confidently with fractions.",
      estimatedHours: "3.00",
      lessons: [
        {
          id: "8cb352d2-f9d6-46d9-9580-db1c820f24b7",
          title: "Reading a Tape Measure",
          description: "Decode every mark on a tape measure, down to 1/16 of an inch.",
          duration: "15 min",
          content: `
# Reading a Tape Measure

Accurate measuring is the foundation of good carpentry. A cut that's off by 1/8 inch can leave a gap you can see from across the room.

## The marks

Each inch on a standard tape is divided into 16 parts:

- The **longest line** in the middle of the inch is **1/2**.
- The next longest lines are **1/4** and **3/4**.
- Shorter lines mark the **eighths** (1/8, 3/8, 5/8, 7/8).
- The shortest lines are **sixteenths** (1/16, 3/16 and so on).

A quick trick: count the tiny lines from the last whole inch. If your measurement lands on the 11th tiny line after 34, you're at **34 11/16 inches**.

## The sliding hook

The metal hook on the end is loose on purpose. It slides exactly the thickness of the hook, so measurements are correct whether you **hook** it over an edge or **push** it against a wall. Don't bend it "tight".

## Special marks

- **Red numbers or boxes every 16 inches** show standard stud spacing.
- **Small black diamonds** (every 19 3/16 inches) are for spacing engineered floor joists and trusses.
- Many tapes show **feet and inches** together (for example, 5' 3") after the first foot.

## Burning an inch

When the hook end is damaged or you need extra precision, start measuring at the 1-inch mark and subtract an inch from your reading. Write it down before you forget.

## Good habits

1. Keep the tape straight and flat, not sagging.
2. Read the tape straight on, not at an angle.
3. Say the measurement out loud and write it down right away.
4. Measure twice, cut once.
`,
        },
        {
          id: "40b515bb-9aef-47f8-a5d3-6d86ae3bf464",
          title: "Squares and Marking Tools",
          description: "Use a speed square, combination square, chalk line and pencil to lay out accurate cuts.",
          duration: "13 min",
          content: `
# Squares and Marking Tools

A perfect measurement doesn't help if your cut line is crooked. Squares and marking tools turn a measurement into a cut you can trust.

## Speed square

The triangular **speed square** is the most-used layout tool on a job site.

- Hook the lip over the edge of a board and draw along the edge for a perfect **90° line**.
- The long angled side gives you a **45° line**.
- The **pivot point** and degree scale let you mark any angle, which is how roof rafters are laid out.
- It also makes a handy saw guide: hold it firmly and run your circular saw's base along its edge.

## Combination square

The combination square has a sliding ruler and a head that locks in place. Use it to:

- Mark 90° and 45° lines on smaller work.
- Check that an inside or outside corner is square.
- Mark a line a consistent distance from an edge (a "gauge line").

## Chalk line

For long straight lines on sheets of plywood or floors, hook the chalk line at one mark, stretch it tight to the other, lift it straight up and let it snap.

## Marking the cut

1. Make a small **V** with its point on your measurement.
2. Line up your square with the point of the V.
3. Draw the cut line and put an **X** on the waste side.

The blade of a saw removes about 1/8 inch of wood (this is called the **kerf**). Always cut on the waste side of your line, so the piece you keep is the right length.

> **Tip:** Use a sharp carpenter's pencil or a mechanical pencil. A thick, dull line can hide a 1/16-inch error.
`,
        },
        {
          id: "286e145a-3192-4579-b5f1-232d2c0ea840",
          title: "Fractions for Builders",
          description: "Add, subtract and halve fractions the way carpenters actually use them.",
          duration: "16 min",
          content: `
# Fractions for Builders

If math class never clicked for you, carpentry might change that. In the shop, every fraction means something you can see and hold.

## Common denominators

Tape measures use halves, quarters, eighths and sixteenths. To add or subtract, convert everything to **sixteenths**:

- 1/2 = 8/16
- 1/4 = 4/16
- 3/8 = 6/16

**Example:** 12 3/8 + 5 1/4 = 12 6/16 + 5 4/16 = **17 10/16**, which simplifies to **17 5/8**.

## Subtracting for the kerf or a fit

Say a shelf opening is 30 1/4 inches and you want 1/16 inch of wiggle room on each side. Subtract 2/16 (1/8) total:

30 4/16 − 2/16 = **30 2/16 = 30 1/8 inches**.

## Finding the center

To find the center of a board, divide by 2. For 47 3/4 inches:

1. Split off the whole number: 46 + 1 3/4. Half of 46 is 23.
2. Convert 1 3/4 to 28/16. Half of that is 14/16 = 7/8.
3. Center = **23 7/8 inches**.

An easier shop trick: hook your tape at each end, read a number on both sides that looks "close to half", and adjust until the two marks meet.

## Nominal vs. actual lumber

Lumber names are not its real size. A **2x4 actually measures 1 1/2 by 3 1/2 inches**, and a 2x6 is 1 1/2 by 5 1/2. Use actual sizes when you calculate.

## Practice

Try these and check with your instructor:

- 8 5/8 + 3 7/16
- 96 − 22 3/8
- Half of 35 1/2
`,
        },
      ],
      quiz: {
        id: "2eaf68d3-5504-424b-a1f8-d5991e7bda77",
        title: "Quick Measure Challenge",
        description:
          "A fast, timed check on reading tapes and working with fractions. Think like you're on the job site.",
        passThreshold: 70,
        timeLimit: 3,
        maxAttempts: 5,
        questions: [
          {
            id: "40dab9f2-aba2-4489-89ff-1267ba3daf58",
            type: "multiple_choice",
            question: "What is 12 3/8 + 5 1/4?",
            options: ["17 1/2", "17 5/8", "17 4/12", "17 3/4"],
            correctAnswer: "17 5/8",
            explanation: "Convert to sixteenths: 6/16 + 4/16 = 10/16 = 5/8, so the total is 17 5/8.",
          },
          {
            id: "9f52c67e-a869-4dbb-8f88-a8d05d0a724a",
            type: "multiple_choice",
            question: "What are the actual dimensions of a 2x4?",
            options: ["2 by 4 inches", "1 3/4 by 3 3/4 inches", "1 1/2 by 3 1/2 inches", "1 1/4 by 3 1/4 inches"],
            correctAnswer: "1 1/2 by 3 1/2 inches",
            explanation:
              "Lumber is named by its rough size before drying and planing; a finished 2x4 is 1 1/2 by 3 1/2 inches.",
          },
          {
            id: "1c6a3f37-35c0-4954-84e9-ea595fbdf121",
            type: "true_false",
            question: "The loose hook on a tape measure is a defect and should be bent so it doesn't move.",
            correctAnswer: "False",
            explanation: "The hook slides by its own thickness so both hooked and pushed measurements are accurate.",
          },
          {
            id: "a2ea363f-34d4-4e20-9158-60ee9b4b7dc4",
            type: "multiple_choice",
            question: "Standard wall stud spacing highlighted on most tape measures is:",
            options: ["12 inches", "16 inches", "20 inches", "24 inches only"],
            correctAnswer: "16 inches",
            explanation: "Most tapes mark every 16 inches on center, the standard spacing for wall studs.",
          },
          {
            id: "3daab206-daba-440a-a228-45f8bf0d679a",
            type: "multiple_choice",
            question: "Which side of the line should you cut on?",
            options: ["Right on the line", "The waste side", "The side you keep", "Whichever is easier"],
            correctAnswer: "The waste side",
            explanation:
              "The blade removes material (the kerf), so cutting on the waste side keeps your piece the correct length.",
          },
          {
            id: "6c354a55-d57d-4a24-a15a-e3bd696119ef",
            type: "true_false",
            question: "A speed square can be used to mark both 90° and 45° lines.",
            correctAnswer: "True",
            explanation: "The lip gives a square 90° line and the angled side gives 45°.",
          },
        ],
      },
    },
    {
      id: "94eb5a2f-fa74-4e06-ba8f-98b964b7ed4d",
      title: "Hand & Power Tools",
      description:
        "Choose the right hand tool, make straight cuts with a circular saw and drive screws cleanly with a drill.",
      estimatedHours: "4.00",
      lessons: [
        {
          id: "35692ef9-5ea6-46d5-831e-d5479da9daa7",
          title: "Essential Hand Tools",
          description: "The hammer, handsaw, chisel and other hand tools that belong in every starter kit.",
          duration: "14 min",
          content: `
# Essential Hand Tools

Power tools get the attention, but a carpenter with good hand tools can build almost anything. Learning them also teaches you how wood behaves.

## The starter kit

- **Claw hammer (16 oz).** Grip near the end of the handle, let the weight of the head do the work, and keep your eye on the nail. Use the claw with a block of scrap under it to pull nails without denting the surface.
- **Handsaw.** A crosscut saw cuts across the grain; a rip saw cuts along it. Start the cut with a few gentle pull strokes, then use long, smooth strokes with light pressure.
- **Chisels.** Used for cleaning up joints and cutting notches. Always push the chisel **away from your body** and keep both hands behind the sharp edge.
- **Utility knife.** Retract the blade when you set it down. Replace dull blades; a dull blade needs more force and slips more.
- **Screwdrivers.** Match the tip to the screw. Most construction screws today use Phillips, square (Robertson) or star (Torx) heads.
- **Level.** A 2-foot and a 4-foot level cover most needs. The bubble centered between the lines means level (horizontal) or plumb (vertical).
- **Clamps.** Bar clamps and quick-grip clamps act as a second pair of hands.

## Caring for your tools

Tools that are clean and sharp are safer and more pleasant to use.

1. Wipe off sap and moisture after use so metal doesn't rust.
2. Store chisels with edge guards so they stay sharp and don't cut you when you reach into your bag.
3. Never use a screwdriver as a chisel or pry bar.

## Buying tools on a budget

You don't need the most expensive brand to start. Buy a good tape, square, hammer and utility knife first, then add tools as jobs require them. Many pros find great deals on used hand tools at garage sales and pawn shops.
`,
        },
        {
          id: "514a8b41-2070-4d7c-90c9-b4c3e04e27e2",
          title: "Using a Circular Saw",
          description: "Set up and make straight, safe crosscuts and rip cuts with a circular saw.",
          duration: "18 min",
          content: `
# Using a Circular Saw

The circular saw is the workhorse of framing and rough carpentry. Used correctly, it's fast, accurate and safe.

## Parts to know

- **Base plate (shoe):** rests on the wood and has a notch that shows where the blade will cut.
- **Blade guard:** the lower guard swings up as you cut and must snap back when you finish.
- **Depth adjustment:** sets how far the blade extends below the base.
- **Bevel adjustment:** tilts the blade for angled cuts.

## Setting up

1. **Unplug the saw** or remove the battery.
2. Set the blade depth so it extends about **1/4 inch below** the board. Less exposed blade means less risk and less kickback.
3. Support the board on sawhorses so the **offcut can fall away freely**. If the board is supported on both sides of the cut, it can sag and pinch the blade.
4. Clamp the work if it can move.

## Making the cut

- Line up the notch on the base with your cut line, on the waste side.
- Hold the saw with both hands and stand to the side of the cut line.
- Pull the trigger and **let the blade reach full speed** before it touches the wood.
- Push forward steadily. Don't force it; the saw should sound strong, not bogged down.
- After the cut, release the trigger and **wait for the blade to stop** before lifting it.

## Kickback

Kickback happens when the blade binds and the saw jumps backward toward you. Prevent it by using a sharp blade, supporting the work correctly, keeping the saw straight, and never backing out of a cut while the blade is spinning.

## Straight cuts every time

For long rips in plywood, clamp a straight board or a factory edge as a guide and run the base along it. For crosscuts, hold a speed square firmly against the board as a fence.
`,
        },
        {
          id: "deb0c515-5c72-459f-a002-40529b5cd13e",
          title: "Drills and Drivers",
          description: "Drill clean holes and drive screws without stripping or splitting.",
          duration: "12 min",
          content: `
# Drills and Drivers

A cordless drill is probably the first power tool you'll buy. Knowing how to use it well saves a lot of frustration.

## Drill vs. impact driver

- A **drill/driver** has a chuck that holds round and hex bits, and a clutch to control torque. It's best for drilling holes and driving smaller screws.
- An **impact driver** delivers quick rotational hammer blows. It drives long screws easily but has no clutch, so it can overdrive screws in soft materials.

## The clutch

The numbered collar behind the chuck is the **clutch**. Lower numbers slip sooner, which stops the screw before it sinks too deep or strips. Start low and increase until the screw sits just flush. Use the drill symbol setting when drilling holes.

## Pilot holes

Driving a screw near the end of a board can split it. Drill a **pilot hole** first:

- The pilot bit should be about the size of the screw's solid core (not the threads).
- For hardwoods, always drill a pilot hole.
- To hide screw heads, use a **countersink** bit so the head sits flush or slightly below the surface.

## Technique

1. Choose the right bit and tighten the chuck firmly.
2. Put the bit on your mark and start slowly.
3. Keep the drill straight and apply steady pressure in line with the bit.
4. For screws, press firmly so the bit doesn't "cam out" and strip the head.

## Safety

- Clamp small parts. If the bit catches, the part can spin and hit your hand.
- Wear safety glasses; drilling throws chips.
- Keep long hair and sleeves away from the chuck.
`,
        },
      ],
      quiz: {
        id: "59b108f9-7ac1-45e9-ba0b-3ce41501de1b",
        title: "Tools of the Trade Quiz",
        description: "Check your understanding of hand tools, circular saws and drills.",
        passThreshold: 75,
        timeLimit: 15,
        maxAttempts: 3,
        questions: [
          {
            id: "cb2705f3-7899-4561-9b42-c538a561cd8f",
            type: "multiple_choice",
            question: "How far should a circular saw blade extend below the board you're cutting?",
            options: ["As far as it will go", "Exactly even with the bottom", "About 1/4 inch", "About 2 inches"],
            correctAnswer: "About 1/4 inch",
            explanation: "A shallow blade depth exposes less blade and reduces kickback.",
          },
          {
            id: "75c849cc-55e6-437e-9af6-614af3641d8c",
            type: "multiple_choice",
            question: "What commonly causes kickback with a circular saw?",
            options: [
              "Using a sharp blade",
              "Letting the offcut fall away",
              "Waiting for the blade to reach full speed",
              "The blade binding or getting pinched in the cut",
            ],
            correctAnswer: "The blade binding or getting pinched in the cut",
            explanation: "When the kerf closes on the blade, the saw can be thrown back toward the operator.",
            points: 2,
          },
          {
            id: "64709e27-db8d-4229-b7a0-75fb68da0a7c",
            type: "true_false",
            question: "You should push a chisel toward your body for better control.",
            correctAnswer: "False",
            explanation: "Always push chisels away from your body with both hands behind the cutting edge.",
          },
          {
            id: "50768184-bfae-482f-9904-36c8dab81f64",
            type: "multiple_choice",
            question: "What is the purpose of a drill's clutch?",
            options: [
              "To limit torque so screws aren't overdriven or stripped",
              "To change drilling speed from low to high",
              "To reverse the direction of the bit",
              "To lock the chuck",
            ],
            correctAnswer: "To limit torque so screws aren't overdriven or stripped",
            explanation: "The clutch slips at a set torque, stopping the screw at the right depth.",
          },
          {
            id: "dc5a6c3b-66b8-4bf1-a5a2-9bdfa3db0b78",
            type: "true_false",
            question: "Drilling a pilot hole helps prevent wood from splitting near the end of a board.",
            correctAnswer: "True",
            explanation: "A pilot hole gives the screw room so it doesn't wedge the wood fibers apart.",
          },
          {
            id: "260aef74-a380-422d-914f-224d85e07e42",
            type: "multiple_choice",
            question: "After finishing a circular saw cut, you should:",
            options: [
              "Lift the saw immediately",
              "Release the trigger and wait for the blade to stop",
              "Back the saw out while it's running",
              "Set it down with the blade spinning",
            ],
            correctAnswer: "Release the trigger and wait for the blade to stop",
            explanation: "A spinning blade can catch the board or your body if the saw is lifted or set down too soon.",
          },
          {
            id: "56badda2-d3f2-4933-b060-e63f05b60a39",
            type: "multiple_choice",
            question: "Which saw is designed for cutting along the grain?",
            options: ["Crosscut saw", "Coping saw", "Rip saw", "Hacksaw"],
            correctAnswer: "Rip saw",
            explanation: "Rip saw teeth are shaped like little chisels to cut along the length of the fibers.",
          },
        ],
      },
    },
    {
      id: "ab09899c-ccdc-4c60-825b-91ad5ea7c6b7",
      title: "Your First Build: Sturdy Sawhorses",
      description:
        "Read a cut list, join wood with screws and glue, and build a pair of sawhorses from dimensional lumber.",
      estimatedHours: "6.00",
      lessons: [
        {
          id: "90e7f4b5-1e17-4169-b2f6-c9e32bc9c254",
          title: "Reading a Cut List",
          description: "Turn a plan and cut list into a shopping list and an efficient cutting order.",
          duration: "14 min",
          content: `
# Reading a Cut List

Every build starts with a plan. The **cut list** tells you how many pieces you need, what material they come from and exactly how long each piece should be.

## A sample cut list: one sawhorse

| Part | Qty | Material | Length |
|---|---|---|---|
| Top beam | 1 | 2x4 | 36" |
| Legs | 4 | 2x4 | 30" |
| Leg braces | 2 | 2x4 | 17 1/2" |
| Stretcher | 1 | 2x4 | 29" |

## From cut list to shopping list

Add up lengths, then fit them onto standard board lengths (8, 10 or 12 feet). An 8-foot 2x4 is 96 inches:

- Board 1: 36" + 30" + 29" = 95" (leaves only 1" for saw kerfs and trimming the factory end, so cut carefully)
- Board 2: 30" + 30" + 30" = 90"
- Board 3: 17 1/2" + 17 1/2" = 35" (the leftover is enough for the braces of a second sawhorse)

Always buy **one extra board**. Lumber can have knots, cracks or a twist that makes part of it unusable.

## Picking lumber

At the store, sight down each board like you're aiming:

- **Crown or bow:** a curve along the length; small crowns are OK.
- **Twist:** the board looks like a propeller. Skip it.
- **Cracks (checks) at the ends and large loose knots:** avoid them where strength matters.

## Cutting order

1. Cut the **longest parts first**. If you make a mistake, the piece can often become a shorter part.
2. Label each part with a pencil as soon as it's cut.
3. Cut identical parts together. Use the first one as a pattern, or clamp a stop block to your saw setup so every leg is exactly the same.
`,
        },
        {
          id: "25393946-2c6a-45f3-b675-48c7c06670cd",
          title: "Joining Wood: Screws, Nails and Glue",
          description: "Choose the right fastener and make strong, square joints.",
          duration: "16 min",
          content: `
# Joining Wood: Screws, Nails and Glue

A project is only as strong as its joints. Here's how to choose and use the most common fasteners.

## Nails

Nails are fast and hold well against **shear** (forces sliding the boards past each other), which is why framing crews use them. Nail sizes use the old "penny" system:

- **8d** nails are 2 1/2 inches long.
- **16d** nails are 3 1/2 inches long, the standard for framing with 2x lumber.

Stagger nails so they don't all land on the same grain line, and angle them slightly toward each other for extra holding power.

## Screws

Screws pull joints tight and hold well against **withdrawal** (pulling apart). They can also be removed if you make a mistake.

- Use exterior-rated coated screws for outdoor projects and treated lumber.
- A good rule: the screw should go at least **1 inch into** the second board, ideally more.
- Drill pilot holes near board ends.

## Glue

Wood glue is stronger than the wood itself when joining flat surfaces with good contact.

1. Spread a thin, even layer on one surface.
2. Clamp or screw the joint so glue squeezes out in a small bead.
3. Wipe off squeeze-out with a damp rag.
4. Most wood glue needs **30 to 60 minutes** in clamps and about **24 hours** to fully cure.

Glue doesn't stick well to end grain, so don't rely on it alone for end-to-face joints.

## Keeping it square

Check corners with your speed square before fastening. For a frame, measure both diagonals: **when the diagonals are equal, the frame is square.**

> **Safety:** Wear safety glasses when nailing. Nails can bend and fly, and hammer strikes can chip off metal.
`,
        },
      ],
      project: {
        id: "9551c1bf-3b72-4514-8a2f-b12661a102ca",
        title: "Build a Pair of Sawhorses",
        description:
          "Use everything you've learned to build two matching sawhorses from 2x4 lumber. You'll use them for every project that follows, so build them strong and square.",
        requirements: `
- Follow the cut list and build two matching sawhorses (top beam at least 32 inches long)
- Cut all legs to the same length, within 1/8 inch
- Use screws and glue at every joint, with pilot holes near board ends
- Check the top is level and the sawhorse doesn't rock on a flat floor
- Wear safety glasses and hearing protection for all cuts
- Upload one PDF with at least 3 photos (cutting, assembly, finished pair) and a short paragraph on what you would do differently next time
`,
        submissionFormat: "file",
        maxSubmissions: 3,
      },
    },
  ],
};
