import type { CourseSeed } from "../types.js";

export const electricalBasics: CourseSeed = {
  id: "f6da1752-026c-46be-b977-bbea24eb1fee",
  slug: "electrical-basics",
  title: "Electrical Basics: Circuits, Safety & Residential Wiring",
  description:
    "Understand how electricity really works, how to stay safe around it and how outlets and switches are wired in a home. A strong first step toward an electrical apprenticeship, with hands-on practice on safe low-voltage training boards.",
  category: "Electrical Basics",
  isFree: false,
  price: "79.00",
  duration: "6 weeks",
  rating: "4.75",
  reviewCount: 94,
  standards:
    "NCCER Electrical Level 1; NFPA 70E electrical safety awareness; NEC (NFPA 70) overview of branch circuits and receptacles",
  isFeatured: false,
  modules: [
    {
      id: "03138d08-dff2-4709-bdf0-238464f2815e",
      title: "Electricity Fundamentals",
      description: "Understand voltage, current, resistance and power, and how series and parallel circuits behave.",
      estimatedHours: "3.50",
      lessons: [
        {
          id: "93c0f464-d838-4358-8c14-c845055457dd",
          title: "Voltage, Current and Resistance",
          description: "The three quantities behind every circuit, explained with a water analogy.",
          duration: "13 min",
          content: `
# Voltage, Current and Resistance

Electricity can feel mysterious because you can't see it. A water system is a helpful way to picture what's going on inside a wire.

## The three basics

- **Voltage (V), measured in volts:** the electrical "pressure" that pushes charge through a circuit. Like water pressure in a pipe.
- **Current (I), measured in amperes (amps):** how much charge flows past a point each second. Like the amount of water flowing through the pipe.
- **Resistance (R), measured in ohms (Ω):** how much a material opposes the flow. Like a narrow section of pipe.

## Conductors and insulators

- **Conductors** let current flow easily: copper, aluminum, and also water with minerals in it and the human body.
- **Insulators** resist current: rubber, plastic, glass, dry wood.

That's why wires are copper on the inside and plastic on the outside, and why water and electricity are a dangerous combination.

## What makes a circuit

Current only flows in a **complete loop**:

1. A **source** (battery or the utility supply)
2. **Conductors** (wires) to carry current
3. A **load** that uses the energy (lamp, motor, heater)
4. A path **back** to the source

A **switch** opens or closes the loop. Open switch, broken loop, no current.

## AC and DC

- **Direct current (DC)** flows one direction. Batteries supply DC.
- **Alternating current (AC)** reverses direction many times per second. U.S. homes get AC at **60 hertz (cycles per second)**.

## Household voltage in the U.S.

Most homes receive **120/240-volt** service. Ordinary outlets and lights are **120 V**. Large appliances like electric dryers, ranges and water heaters use **240 V**.

## Power

**Power (P), measured in watts,** is how fast energy is used: **P = V x I**. A 1,500-watt space heater on a 120-volt circuit draws 1,500 / 120 = **12.5 amps**. Knowing this helps you understand why plugging too many heaters into one circuit trips the breaker.
`,
        },
        {
          id: "eec3b1ba-7b06-44c7-aa93-e7bb08b56488",
          title: "Ohm's Law in Practice",
          description: "Use V = I x R to calculate and troubleshoot circuits.",
          duration: "15 min",
          content: `
# Ohm's Law in Practice

**Ohm's law** connects voltage, current and resistance. It's the most important formula in the electrical trade, and it shows up on every apprenticeship aptitude test.

## The formula

**V = I x R**

Rearranged:

- **I = V / R** (current equals voltage divided by resistance)
- **R = V / I** (resistance equals voltage divided by current)

A trick for remembering: draw a triangle with **V on top** and **I and R on the bottom**. Cover the one you want to find and the triangle shows you the math.

## Worked examples

**1. Find the current.** A 12 V battery is connected to a 6 Ω lamp.

I = 12 / 6 = **2 amps**

**2. Find the resistance.** A 120 V heater draws 10 A.

R = 120 / 10 = **12 ohms**

**3. Find the voltage.** 0.5 A flows through a 24 Ω resistor.

V = 0.5 x 24 = **12 volts**

## Combine with the power formula

**P = V x I**. Using both formulas lets you solve almost any basic problem.

A 60-watt bulb on 120 V: I = 60 / 120 = **0.5 A**, and R = 120 / 0.5 = **240 Ω** (when lit).

## Why it matters on the job

- **Sizing circuits:** adding up the current that loads will draw tells you if a circuit can handle them.
- **Troubleshooting:** if a motor draws far more current than its nameplate says, something is wrong, such as a short or a seized bearing.
- **Understanding danger:** the voltage is the same, but if your skin is wet, your resistance drops, so more current can flow through your body.

## Using a multimeter

- **Voltage** is measured **across** a component (probes on both sides, in parallel).
- **Current** is measured **in series** (the meter becomes part of the circuit), often with a clamp meter instead.
- **Resistance and continuity** are measured with the **power OFF**. Measuring resistance on a live circuit can damage the meter.

## Practice

1. A 9 V battery drives 0.03 A through a circuit. What's the resistance?
2. A 120 V toaster has 15 Ω of resistance. How much current does it draw? How many watts is it?
`,
        },
        {
          id: "fd37c540-7d0c-4b48-818c-02f76334e5ff",
          title: "Series and Parallel Circuits",
          description: "Compare the two basic ways loads are connected and why homes use parallel wiring.",
          duration: "14 min",
          content: `
# Series and Parallel Circuits

Loads can be connected in two basic ways. Understanding the difference explains why one dead bulb can ruin a string of old holiday lights, but one dead bulb in your kitchen doesn't turn off the fridge.

## Series circuits

In a **series circuit**, there is **only one path** for current.

- The **same current** flows through every load.
- The source voltage is **divided** among the loads; the voltage drops add up to the source voltage.
- Total resistance is the **sum**: R total = R1 + R2 + R3.
- If one load fails open, **the whole circuit stops**.

**Example:** two 6 Ω lamps in series on a 12 V battery. Total resistance is 12 Ω, so current is 12 / 12 = 1 A, and each lamp gets 6 V.

## Parallel circuits

In a **parallel circuit**, each load has **its own path** back to the source.

- Every branch gets the **full source voltage**.
- The total current is the **sum** of the branch currents.
- Total resistance is **less than the smallest branch**.
- If one load fails, the others **keep working**.

**Example:** the same two 6 Ω lamps in parallel on 12 V. Each lamp draws 12 / 6 = 2 A, so the battery supplies 4 A total.

## Homes are wired in parallel

Every outlet and light on a circuit is in parallel, so each device gets 120 V and works independently. But each device you plug in **adds current** to that circuit. That's why the **circuit breaker** exists: it opens the circuit if the total current gets higher than the wire can safely carry.

## Where series shows up

Switches, fuses and breakers are wired **in series** with the loads they control or protect. When they open, the current in that path stops.

## Hands-on lab

On your low-voltage trainer board, build two lamps in series, then in parallel, using the same battery. Measure the voltage across each lamp and the total current. Compare your readings to your calculations and note which arrangement makes the lamps brighter.
`,
        },
      ],
      quiz: {
        id: "4ef8be57-29bb-48fb-abce-03e1d417fa97",
        title: "Circuit Fundamentals Quiz",
        description: "Calculate and reason about basic circuits.",
        passThreshold: 75,
        timeLimit: 15,
        maxAttempts: 3,
        questions: [
          {
            id: "04a68629-f9e2-42a3-a8fa-3d7fee6f9569",
            type: "multiple_choice",
            question: "A 12 V battery is connected to a 4 Ω resistor. What is the current?",
            options: ["3 A", "48 A", "8 A", "0.33 A"],
            correctAnswer: "3 A",
            explanation: "I = V / R = 12 / 4 = 3 amps.",
            points: 2,
          },
          {
            id: "a583f0ef-fca0-4d4a-b6b4-6c9652c11681",
            type: "multiple_choice",
            question: "What unit is used to measure electrical resistance?",
            options: ["Volts", "Amps", "Ohms", "Watts"],
            correctAnswer: "Ohms",
            explanation: "Resistance is measured in ohms (Ω).",
          },
          {
            id: "f466ac8d-ff14-4160-8463-9a38b9941938",
            type: "true_false",
            question: "In a parallel circuit, each branch receives the full source voltage.",
            correctAnswer: "True",
            explanation: "Every parallel branch is connected directly across the source.",
          },
          {
            id: "156e954a-18a0-4cbb-9a35-38c9c4d99897",
            type: "multiple_choice",
            question: "How much current does a 1,200 W appliance draw on 120 V?",
            options: ["1 A", "10 A", "12 A", "100 A"],
            correctAnswer: "10 A",
            explanation: "I = P / V = 1,200 / 120 = 10 amps.",
          },
          {
            id: "0e5912da-3ba7-4814-a34e-9f98b1949be8",
            type: "true_false",
            question: "You should measure resistance with the circuit powered on.",
            correctAnswer: "False",
            explanation: "Resistance and continuity are measured with power off to protect you and the meter.",
          },
          {
            id: "530b8656-2a31-4bff-bf7c-3e1f7ce76c1a",
            type: "multiple_choice",
            question: "In a series circuit with three loads, what happens if one load burns out?",
            options: [
              "The other two keep working",
              "The others get brighter",
              "The breaker resets",
              "The whole circuit stops",
            ],
            correctAnswer: "The whole circuit stops",
            explanation: "There is only one path, so an open anywhere stops all current.",
          },
          {
            id: "ec2a66cf-1213-4ae4-875d-8a3e6f249993",
            type: "multiple_choice",
            question: "Standard U.S. household outlets supply about:",
            options: ["12 V DC", "120 V AC", "240 V DC", "480 V AC"],
            correctAnswer: "120 V AC",
            explanation: "Ordinary receptacles supply 120 volts AC at 60 Hz.",
          },
        ],
      },
    },
    {
      id: "54b5b4d7-6767-4f6f-a28d-7d44a304b298",
      title: "Electrical Safety",
      description:
        "Understand how shock and arc flash injure people, and follow lockout/tagout and test-before-touch every time.",
      estimatedHours: "2.50",
      lessons: [
        {
          id: "1afe15a7-2e3a-4fe3-87eb-3a46e7bbc7df",
          title: "Shock, Arc Flash and Your Body",
          description: "How electricity injures people and the protections that prevent it.",
          duration: "14 min",
          content: `
# Shock, Arc Flash and Your Body

Electricians respect electricity because it gives no warning. Understanding how it hurts people is the first step in never letting it happen to you.

## It's the current that hurts

Voltage pushes, but **current through the body** causes the damage. Even small currents matter:

| Current through the body | Possible effect |
|---|---|
| About 1 mA | Barely felt tingle |
| About 10 to 20 mA | Muscles clench; you may be unable to let go |
| About 50 to 100 mA and up | Heart rhythm can be disrupted (ventricular fibrillation), which can be fatal |

A 15-amp household circuit can supply **thousands of times** more current than it takes to stop a heart. "It's only 120 volts" is a dangerous myth.

## What increases the risk

- **Wet skin, sweat or standing in water** lowers your body's resistance.
- A path **across the chest** (hand to hand, or hand to foot) puts the heart in the path.
- Damaged cords, missing covers and overloaded power strips.

## Arc flash and arc blast

An **arc flash** happens when current jumps through the air between conductors, often from a dropped tool or a failed part. It can reach temperatures hotter than the surface of the sun, causing severe burns, and the **arc blast** pressure wave can throw a person and spray molten metal. **NFPA 70E** sets the rules for working safely near electrical hazards, including arc-rated clothing and face shields.

## Protective devices

- **Circuit breakers and fuses** protect **wires** from overheating; they do not protect people from shock.
- **GFCI** (ground-fault circuit interrupter) devices trip when they detect a tiny imbalance, about **5 milliamps**, which means current may be leaking through a person. They're required in wet and damp locations like bathrooms, kitchen countertops, garages and outdoors.
- **AFCI** (arc-fault circuit interrupter) devices detect dangerous arcing that can start fires inside walls.

## If someone is being shocked

1. **Don't touch them.** You could become part of the circuit.
2. Shut off the power at the breaker or unplug the device if you can do it safely.
3. Call **911**.
4. Once the power is off, begin CPR if they aren't breathing and you're trained.
`,
        },
        {
          id: "84c011bc-c07c-40e8-ba77-42d0108a3edb",
          title: "Lockout/Tagout and Test Before Touch",
          description: "The step-by-step process that makes circuits safe to work on.",
          duration: "13 min",
          content: `
# Lockout/Tagout and Test Before Touch

The rule every electrician lives by: **treat every circuit as live until you've proven it's dead.** Lockout/tagout (LOTO) is how you make a circuit dead and keep it that way.

## Why lockout/tagout exists

Flipping a breaker off isn't enough. Someone else can flip it back on without knowing you're working. OSHA's **control of hazardous energy** standard requires a procedure so that equipment can't be re-energized while someone works on it.

## The LOTO steps

1. **Prepare:** know what you'll work on and identify every energy source feeding it.
2. **Notify** everyone affected that the equipment will be shut down.
3. **Shut down** the equipment normally.
4. **Isolate** the energy source by opening the breaker or disconnect.
5. **Apply your lock and tag.** The lock is yours and only you have the key. The tag shows your name, the date and why it's locked.
6. **Release stored energy** such as capacitors, springs or pressure.
7. **Verify** the equipment is de-energized (see below).

When the work is done, remove tools, make sure everyone is clear, and **only the person who applied a lock removes it**.

## Test before touch: live-dead-live

A meter that isn't working will tell you a live circuit is dead. The **live-dead-live** method protects against that:

1. **Live:** test your meter on a **known live source** to prove it works.
2. **Dead:** test the circuit you'll work on. Check every combination: hot to neutral, hot to ground and neutral to ground.
3. **Live:** test your meter on the known live source **again**, to prove it didn't fail during your test.

Use a meter rated for the job (look for its **CAT rating**) and check your test leads for damage.

## Non-contact voltage testers

Pen-style testers are handy for a quick check, but they can give false readings. Use them as a first look, **never** as your final proof that a circuit is dead.

## In this course

All hands-on practice in this course uses **low-voltage trainer boards**. You'll practice the LOTO and live-dead-live steps so they're automatic before you ever work on real building wiring under a licensed electrician's supervision.
`,
        },
      ],
      quiz: {
        id: "9d4ae9e9-90be-40e7-bcdb-f7ba9af06c7f",
        title: "Electrical Safety Quiz",
        description: "Safety is non-negotiable. This quiz allows only two attempts, so review the lessons first.",
        passThreshold: 80,
        timeLimit: 12,
        maxAttempts: 2,
        questions: [
          {
            id: "2169fa89-c5df-472b-a436-e10d63430544",
            type: "multiple_choice",
            question: "In the live-dead-live method, why do you test a known live source at the end?",
            options: [
              "To turn the power back on",
              "To discharge the circuit",
              "To prove the meter didn't fail during the test",
              "It's not necessary",
            ],
            correctAnswer: "To prove the meter didn't fail during the test",
            explanation: "If the meter broke mid-test, a 'dead' reading would be false.",
            points: 2,
          },
          {
            id: "fdf69478-620d-47a5-a35e-e959dcd441a5",
            type: "true_false",
            question: "A standard circuit breaker protects people from electric shock.",
            correctAnswer: "False",
            explanation: "Breakers protect wiring from overcurrent. GFCIs are designed to protect people.",
          },
          {
            id: "dbbbf77a-6373-4a85-8ce1-f87b40616fde",
            type: "multiple_choice",
            question: "About how much current imbalance trips a GFCI?",
            options: ["5 milliamps", "5 amps", "15 amps", "50 amps"],
            correctAnswer: "5 milliamps",
            explanation: "GFCIs trip at around 4 to 6 mA to protect people.",
          },
          {
            id: "00207ae4-dec3-4cf4-8d67-8098977c289b",
            type: "multiple_choice",
            question: "Who may remove a lockout lock?",
            options: [
              "The person who applied it",
              "Any supervisor",
              "Whoever needs the equipment",
              "The building owner",
            ],
            correctAnswer: "The person who applied it",
            explanation:
              "Only the worker who applied a lock removes it, so nobody is surprised by re-energized equipment.",
          },
          {
            id: "a207cb1f-674a-4ce9-87d5-5161c9c8732a",
            type: "true_false",
            question: "A non-contact voltage tester is enough to prove a circuit is dead.",
            correctAnswer: "False",
            explanation: "Use it only as a quick check. Verify with a proper meter using live-dead-live.",
          },
          {
            id: "eefe454a-7625-48cc-8173-e747e46452f7",
            type: "multiple_choice",
            question: "What should you do first if you see someone being shocked?",
            options: [
              "Pull them away with your hands",
              "Shut off the power if you can do it safely, without touching them",
              "Pour water on them",
              "Wait for them to let go",
            ],
            correctAnswer: "Shut off the power if you can do it safely, without touching them",
            explanation: "Touching the person can make you part of the circuit.",
          },
        ],
      },
    },
    {
      id: "31646a6b-3073-4714-89ff-4d06e8efff41",
      title: "Residential Wiring Basics",
      description: "Identify cable types and color codes, and wire a receptacle and a single-pole switch correctly.",
      estimatedHours: "4.00",
      lessons: [
        {
          id: "c91f11b9-204d-4dd9-a78b-96d244d9a44f",
          title: "Wire, Cable and Color Codes",
          description: "Read cable labels, match wire gauge to breaker size and know what each color means.",
          duration: "14 min",
          content: `
# Wire, Cable and Color Codes

Walk into any home improvement store and you'll find dozens of wire types. Knowing how to read them is a basic skill for anyone entering the trade.

## Wire gauge (AWG)

Wire size uses the **American Wire Gauge** system. The **smaller the number, the thicker the wire**, and the more current it can safely carry.

Common copper branch circuits in homes:

| Wire size | Typical breaker |
|---|---|
| 14 AWG | 15 amps (many lighting and general outlet circuits) |
| 12 AWG | 20 amps (kitchens, bathrooms, laundry) |
| 10 AWG | 30 amps (electric dryers, water heaters) |

Putting a bigger breaker on a smaller wire is dangerous. The wire can overheat before the breaker trips.

## Nonmetallic cable

Most houses use **NM cable** (often called by the brand name Romex). The jacket is printed with its contents, for example **"14/2 with ground"**:

- **14** is the wire gauge.
- **2** is the number of insulated conductors (one black, one white).
- **With ground** means there's also a bare copper ground wire.

**12/3 with ground** has black, red and white conductors plus a ground, used for things like three-way switches.

## Color codes

| Color | Purpose |
|---|---|
| Black (and red) | **Hot** (ungrounded): carries current from the panel |
| White or gray | **Neutral** (grounded conductor): returns current to the panel |
| Green or bare copper | **Equipment ground**: a safety path that normally carries no current |

White wires are sometimes used as hots in switch loops and **must be re-marked** with black or red tape at each end. Never assume a white wire is safe to touch.

## Boxes and connections

- All splices happen **inside an approved box** with a cover.
- Use wire connectors (wire nuts or lever connectors) sized for the number and gauge of wires.
- Strip only as much insulation as the connector or device needs; no bare copper should show outside a connector.
- Boxes have a maximum number of wires they can hold, called **box fill**, set by the National Electrical Code.
`,
        },
        {
          id: "e9d8128a-bb1b-44e5-a9ea-a4de9ab71871",
          title: "Wiring a Receptacle and a Switch",
          description: "Connect a duplex receptacle and a single-pole switch the right way.",
          duration: "18 min",
          content: `
# Wiring a Receptacle and a Switch

This lesson walks through the two most common devices in a home. Practice on your **low-voltage trainer board** or on an unpowered mock-up wall. Work on real circuits only under a licensed electrician, after lockout/tagout and live-dead-live testing.

## The duplex receptacle

A standard receptacle has:

- **Brass screws:** connect the **hot** (black) wire.
- **Silver screws:** connect the **neutral** (white) wire.
- **Green screw:** connects the **ground** (bare or green) wire.

The **narrow slot** on the face is hot, the **wider slot** is neutral and the round hole is ground. Getting these backwards ("reversed polarity") can leave parts of a lamp energized even when it's switched off.

## Making a good screw terminal connection

1. Strip about 3/4 inch of insulation (many devices have a strip gauge on the back).
2. Bend a **hook** in the wire with needle-nose pliers.
3. Hook it around the screw **clockwise**, so tightening the screw pulls the loop closed.
4. Tighten firmly. The insulation should come right up to the screw, with no extra bare copper.

Many electricians avoid the push-in "backstab" holes on cheap receptacles, because those connections can loosen over time.

## The single-pole switch

A switch controls a light from one location. It must interrupt the **hot** wire, never the neutral:

- The incoming hot (black) connects to one brass screw.
- The wire going to the light (often black) connects to the other brass screw.
- The neutrals are spliced together in the box and go straight to the light.
- Grounds are spliced together and connected to the switch's green screw.

## Check your work

Before installing the cover plate:

- Tug-test each connection.
- Fold wires neatly into the box.
- Mount the device straight and snug.

After the circuit is re-energized by a qualified person, test with a **plug-in receptacle tester**. Its lights tell you if the outlet is correctly wired, or show common faults such as an open ground or reversed hot and neutral.
`,
        },
      ],
      quiz: {
        id: "b79b351f-317f-40ad-9072-fe2a6df89ae5",
        title: "Wiring Basics Quiz",
        description: "Color codes, cable labels and device connections.",
        passThreshold: 80,
        timeLimit: 10,
        maxAttempts: 3,
        questions: [
          {
            id: "d97e8454-7ab0-4589-9065-edb3162ec7e6",
            type: "multiple_choice",
            question: "Which screw on a receptacle does the hot (black) wire connect to?",
            options: ["Silver", "Green", "Brass", "Any screw"],
            correctAnswer: "Brass",
            explanation: "Hot goes to brass, neutral to silver, ground to green.",
          },
          {
            id: "cb83b170-a979-4ef0-b37c-027393ad45e7",
            type: "multiple_choice",
            question: "What does '12/2 with ground' mean on NM cable?",
            options: [
              "12-gauge wire, two insulated conductors plus a ground",
              "Two 12-foot wires",
              "12 amps, two circuits",
              "12 conductors in two bundles",
            ],
            correctAnswer: "12-gauge wire, two insulated conductors plus a ground",
            explanation: "The first number is gauge and the second is the number of insulated conductors.",
          },
          {
            id: "e9b15312-b28c-472a-844a-cc316095bf43",
            type: "true_false",
            question: "A single-pole switch should interrupt the neutral wire.",
            correctAnswer: "False",
            explanation: "Switches must interrupt the hot conductor so the fixture is de-energized when off.",
            points: 2,
          },
          {
            id: "39cb743b-e543-4570-9994-6aa6113e53ae",
            type: "multiple_choice",
            question: "Which direction should a wire loop wrap around a terminal screw?",
            options: ["Counterclockwise", "Either way", "Straight, without a loop", "Clockwise"],
            correctAnswer: "Clockwise",
            explanation: "Clockwise loops tighten as the screw turns.",
          },
          {
            id: "ab174b03-f319-4fde-afef-42be8b4b2308",
            type: "true_false",
            question: "Smaller AWG numbers mean thicker wire.",
            correctAnswer: "True",
            explanation: "12 AWG is thicker than 14 AWG and can carry more current.",
          },
        ],
      },
      project: {
        id: "5434dd87-f97e-4e40-8181-8d17923db45e",
        title: "Low-Voltage Switch and Outlet Trainer",
        description:
          "Build a working low-voltage circuit on your trainer board with a switch controlling a lamp and a second lamp wired in parallel, then document your measurements.",
        requirements: `
- Use only the course trainer board and its low-voltage supply (never household power)
- Wire one lamp controlled by a single-pole switch that interrupts the supply (hot) side
- Add a second, always-on lamp in parallel
- Measure and record the voltage across each lamp and the total current
- Show your Ohm's law calculation for the total resistance and compare it to your measurement
- Upload a PDF with a labeled circuit diagram, photos and your measurement table
`,
        submissionFormat: "file",
        maxSubmissions: 2,
      },
    },
  ],
};
