import type { CourseSeed } from "../types.js";

export const autoMechanics101: CourseSeed = {
  id: "bf8e7523-365b-4998-becf-49f22b7852aa",
  slug: "auto-mechanics-101",
  title: "Auto Mechanics 101: Maintenance & Diagnostics",
  description:
    "Get under the hood with confidence. Learn shop safety, routine maintenance, brake inspection and how to read check engine codes, the skills every entry-level technician needs on day one.",
  category: "Auto Mechanics",
  isFree: false,
  price: "79.00",
  duration: "8 weeks",
  rating: "4.70",
  reviewCount: 188,
  standards:
    "ASE Education Foundation Maintenance & Light Repair (MLR) task list; ASE Entry-Level Certification (G1) preparation",
  isFeatured: false,
  modules: [
    {
      id: "41f59b5e-5725-4878-88ed-9c6b57564134",
      title: "Shop Safety & Vehicle Systems",
      description: "Lift a vehicle safely, handle shop hazards and understand how a car's major systems work together.",
      estimatedHours: "3.00",
      lessons: [
        {
          id: "7fe32d34-a482-4504-82b8-897665a4163e",
          title: "Shop Safety and Lifting a Vehicle",
          description: "The non-negotiable rules for working under and around vehicles.",
          duration: "16 min",
          content: `
# Shop Safety and Lifting a Vehicle

A car weighs 3,000 to 5,000 pounds. Most of the serious injuries in auto shops come from vehicles falling, hot fluids and chemicals. These rules are not optional.

## Personal protective equipment

- **Safety glasses** at all times in the shop. Fluids, rust and debris fall when you work under a car.
- **Nitrile gloves** for oil, coolant and brake fluid. Used motor oil contains chemicals you don't want soaking into your skin.
- **Closed-toe boots**, ideally slip-resistant with safety toes.
- No loose clothing or jewelry near a running engine. Belts and fans can grab them in an instant.

## Lifting with a floor jack

1. Park on **solid, level ground** and set the parking brake.
2. **Chock the wheels** that stay on the ground.
3. Find the manufacturer's **lift points** in the owner's manual. Jacking on the wrong spot can crush a floor pan or slip.
4. Raise the vehicle, then place **jack stands** under the recommended support points.
5. Lower the vehicle onto the stands and give it a firm shake before going under.

> **Never get under a vehicle supported only by a jack.** Jacks are for lifting, stands are for holding. Hydraulic jacks can leak down or slip without warning.

## Other hazards

- **Hot coolant:** never open a radiator or coolant reservoir cap on a hot engine. The system is pressurized and can spray scalding liquid.
- **Exhaust fumes:** carbon monoxide is odorless and deadly. Only run engines with ventilation or an exhaust hose.
- **Batteries** can release explosive hydrogen gas. Keep sparks and flames away, and disconnect the **negative** cable first.
- **Electric fans** can switch on even when the engine is off.
- **Hybrids and EVs** have high-voltage systems with **orange cables**. Don't touch them without specific training.

## Clean up

Wipe up spills immediately and use absorbent on the floor. Used oil, coolant and filters are recycled, never dumped down a drain.
`,
        },
        {
          id: "69a3dd90-44d9-42cb-9713-d25fd3a0b090",
          title: "How a Car Works: The Big Systems",
          description: "A tour of the engine, drivetrain, brakes, steering, suspension and electrical system.",
          duration: "15 min",
          content: `
# How a Car Works: The Big Systems

Diagnosing problems is much easier when you understand how the systems fit together. Here's the big picture.

## The engine

Most gasoline engines use a **four-stroke cycle**:

1. **Intake:** the piston moves down, pulling in air and fuel.
2. **Compression:** the piston moves up, squeezing the mixture.
3. **Power:** the spark plug fires, the mixture burns and pushes the piston down.
4. **Exhaust:** the piston moves up, pushing burned gases out.

The pistons turn the **crankshaft**, which turns that up-and-down motion into rotation.

## Supporting engine systems

- **Fuel system:** pump, filter and injectors deliver fuel.
- **Ignition system:** coils and spark plugs create the spark.
- **Cooling system:** the water pump circulates coolant through the engine and radiator to remove heat. The thermostat controls the temperature.
- **Lubrication:** the oil pump pushes oil to moving parts to reduce friction and carry heat away.
- **Exhaust:** carries gases away and the **catalytic converter** reduces pollution.

## Drivetrain

The **transmission** changes gear ratios, and the drivetrain sends power to the wheels: front-wheel drive, rear-wheel drive, or all-wheel drive.

## Chassis systems

- **Brakes:** convert motion into heat through friction to slow the car.
- **Steering:** turns the front wheels, often with hydraulic or electric power assist.
- **Suspension:** springs and shock absorbers (or struts) keep tires in contact with the road and smooth out bumps.
- **Tires and wheels:** the only part of the car that touches the road.

## Electrical system

The **battery** starts the car; the **alternator** recharges the battery and powers electronics while the engine runs. Dozens of computer modules, led by the **engine control module (ECM)**, monitor sensors and control the engine.

## Why this matters

A symptom in one system often comes from another. An engine that overheats might have a bad thermostat, a leaking hose, a failed fan or low coolant. Thinking in systems helps you check causes in a logical order.
`,
        },
      ],
      quiz: {
        id: "c0e2bae0-ac43-40ff-8677-f82f5a0599f0",
        title: "Shop Safety & Systems Quiz",
        description: "Confirm you know how to work safely and how the major systems fit together.",
        passThreshold: 80,
        timeLimit: 12,
        maxAttempts: 2,
        questions: [
          {
            id: "512ec49f-2ddc-4548-bffc-007b9e642e53",
            type: "true_false",
            question: "It's safe to work under a car as long as a good-quality floor jack is holding it up.",
            correctAnswer: "False",
            explanation: "Jacks can fail or slip. Always support the vehicle on jack stands before going under.",
            points: 2,
          },
          {
            id: "d47f1663-c886-4642-ac1c-8894eb87ec13",
            type: "multiple_choice",
            question: "When disconnecting a car battery, which cable comes off first?",
            options: ["Positive", "Either one", "Negative", "Both at the same time"],
            correctAnswer: "Negative",
            explanation:
              "Removing the negative (ground) first prevents a wrench from shorting the positive terminal to the body.",
          },
          {
            id: "14ab230a-da60-4a32-b099-268d64e69833",
            type: "multiple_choice",
            question: "What happens during the power stroke of a four-stroke engine?",
            options: [
              "Air and fuel are drawn in",
              "Exhaust gases are pushed out",
              "The mixture is compressed",
              "The burning mixture pushes the piston down",
            ],
            correctAnswer: "The burning mixture pushes the piston down",
            explanation: "The spark ignites the compressed mixture and the expanding gas drives the piston.",
          },
          {
            id: "39176aaf-7b6a-41ef-8102-f4d8716dbc8d",
            type: "multiple_choice",
            question: "What color are the high-voltage cables on hybrid and electric vehicles?",
            options: ["Orange", "Red", "Black", "Blue"],
            correctAnswer: "Orange",
            explanation: "Orange identifies high-voltage cables. Don't touch them without specific training.",
          },
          {
            id: "d8e26fe2-196a-43f2-b1e8-6a44da39cc45",
            type: "true_false",
            question: "The alternator recharges the battery while the engine is running.",
            correctAnswer: "True",
            explanation: "The alternator supplies electrical power and charges the battery when the engine runs.",
          },
          {
            id: "e8b1040e-2d26-4266-b248-070f414310b7",
            type: "multiple_choice",
            question: "Why shouldn't you open the radiator cap on a hot engine?",
            options: [
              "It will drain the battery",
              "The coolant is pressurized and can spray scalding liquid",
              "It voids the warranty",
              "It makes the check engine light turn on",
            ],
            correctAnswer: "The coolant is pressurized and can spray scalding liquid",
            explanation: "Hot cooling systems are under pressure; let the engine cool first.",
          },
        ],
      },
    },
    {
      id: "6ba11a29-7e9c-48cd-9fe9-c1d89962672f",
      title: "Fluids & Routine Maintenance",
      description: "Check and change engine oil, inspect every vital fluid and keep tires safe and properly inflated.",
      estimatedHours: "4.00",
      lessons: [
        {
          id: "40a86951-bf94-45aa-b35a-654dda6477c2",
          title: "Checking and Changing Engine Oil",
          description: "Read a dipstick and perform a clean, complete oil change.",
          duration: "18 min",
          content: `
# Checking and Changing Engine Oil

Oil is the lifeblood of an engine. It reduces friction, carries away heat and traps dirt. The oil change is the most common service in any shop, so learn to do it perfectly.

## Checking the oil level

1. Park on level ground and turn the engine off. Wait a few minutes for oil to drain back into the pan.
2. Pull the dipstick, wipe it clean, push it all the way back in and pull it again.
3. The oil should be between the **MIN and MAX** (or "add" and "full") marks.
4. Note the color: fresh oil is amber; very dark, gritty oil is due for a change. **Milky** oil can mean coolant is leaking into the engine, which is a serious problem.

## Choosing the right oil

Always check the **owner's manual** for the correct:

- **Viscosity**, for example 0W-20 or 5W-30. The first number is cold-flow performance (W for winter) and the second is thickness at operating temperature.
- **Capacity**, in quarts, with the filter.
- **Change interval.** Many modern cars go 5,000 to 10,000 miles or follow an oil-life monitor. Severe conditions (short trips, towing, dust) mean more frequent changes.

## The oil change

1. Warm the engine briefly so oil flows well, then shut it off. Careful, the oil and exhaust get hot.
2. Safely raise and support the vehicle.
3. Place a drain pan, remove the **drain plug** and let the oil drain completely.
4. Install the drain plug with a **new crush washer** if required, tightened to the specified torque. Overtightening strips threads in the oil pan.
5. Remove the old **oil filter**, making sure its rubber gasket came off with it. Lightly oil the new filter's gasket and tighten by hand as the filter instructions say.
6. Lower the car, add the specified amount of oil, start the engine and check for leaks.
7. Shut off, wait, recheck the dipstick and top off.
8. Reset the oil-life monitor and record the mileage.

## Disposal

Used oil and filters go to a **recycling center or parts store**. One gallon of used oil can contaminate a million gallons of water.
`,
        },
        {
          id: "726111fc-3e1f-49d3-9aa3-a03595c424b3",
          title: "The Other Vital Fluids",
          description: "Inspect coolant, brake fluid, transmission fluid, power steering fluid and washer fluid.",
          duration: "13 min",
          content: `
# The Other Vital Fluids

A quick fluid check catches problems before they leave someone stranded. Many shops do this "under-hood inspection" on every vehicle that comes in.

## Coolant (antifreeze)

- Check the level on the **overflow reservoir** with the engine cool. It should be between the marks.
- Coolant comes in different types and colors. **Use the type the manufacturer specifies** and don't mix types.
- Sweet-smelling puddles or steam from the engine mean a leak. Coolant is toxic and tastes sweet to pets, so clean spills right away.

## Brake fluid

- The reservoir is usually on the driver's side near the firewall.
- A slowly dropping level is normal as brake pads wear. A sudden drop means a leak, which is a safety issue.
- Brake fluid **absorbs moisture over time**, which lowers its boiling point. Many manufacturers recommend replacing it every 2 to 3 years.
- Use only the specified type, such as **DOT 3 or DOT 4**, from a sealed container. Brake fluid also **damages paint**, so wipe up drips immediately.

## Transmission fluid

Some vehicles have a dipstick (checked with the engine running and warm, in park, following the manual); many newer ones are sealed and checked by a technician. Healthy automatic transmission fluid is usually red or pink. Dark brown fluid with a burnt smell means trouble.

## Power steering fluid

Vehicles with hydraulic power steering have a small reservoir with marks for hot and cold. Many newer cars use **electric power steering** and have no fluid at all. A whining noise when turning can mean low fluid.

## Washer fluid

Simple, but it matters for visibility. Use real washer fluid, not plain water, which can freeze and doesn't clean well.

## Reading leaks

Put cardboard under a parked car overnight to identify a leak by color and location:

| Color | Likely fluid |
|---|---|
| Brown or black, near engine front | Engine oil |
| Green, orange or pink, sweet smell | Coolant |
| Red, near middle | Transmission fluid |
| Clear to yellow, near a wheel | Brake fluid |
| Clear, no smell, near front | A/C condensation (normal) |
`,
        },
        {
          id: "60437192-e81f-4236-850b-ad752a507169",
          title: "Tires: Pressure, Tread and Rotation",
          description: "Set tire pressure correctly, measure tread and rotate tires safely.",
          duration: "14 min",
          content: `
# Tires: Pressure, Tread and Rotation

Tires affect braking, handling and fuel economy more than almost any other part. Checking them takes five minutes and can prevent a crash.

## Tire pressure

- The correct pressure is on the **sticker in the driver's door jamb** (or in the owner's manual), **not** the number on the tire sidewall. The sidewall shows the **maximum** pressure.
- Check pressure **cold**, before driving or after the car has sat for a few hours. Driving heats the air and raises the reading.
- Underinflated tires wear on the edges, overheat and waste fuel. Overinflated tires wear in the center and grip less.

## Tread depth

Tread channels water away so the tire can grip. Most states set the legal minimum at **2/32 of an inch**.

- Use a **tread depth gauge** for accurate readings in several spots across the tire.
- **Penny test:** place a penny upside down in a groove. If you can see all of Lincoln's head, the tread is at or below 2/32" and the tire should be replaced.
- Look for **wear bars**, small raised bridges in the grooves. When the tread is even with them, it's worn out.

## Reading wear patterns

- **Both edges worn:** underinflation.
- **Center worn:** overinflation.
- **One edge worn:** alignment problem.
- **Cupping (scalloped spots):** worn shocks or struts or a balance problem.

## Rotation

Front and rear tires wear differently. Rotating them, commonly every **5,000 to 7,500 miles**, evens out wear. Follow the pattern in the manual; it differs for front-wheel drive, rear-wheel drive and directional tires.

## Reinstalling wheels

1. Thread all lug nuts by hand first to avoid cross-threading.
2. Snug them in a **star (crisscross) pattern**.
3. Lower the car and tighten with a **torque wrench** to the manufacturer's specification, again in a star pattern.

Impact guns can badly overtighten lug nuts and warp rotors. Shops that care about quality always finish with a torque wrench.
`,
        },
      ],
      quiz: {
        id: "1aeccacb-5aac-4e19-b3c2-b3cd67234aff",
        title: "Routine Maintenance Quiz",
        description: "Oil, fluids and tires: test your maintenance know-how.",
        passThreshold: 75,
        timeLimit: 15,
        maxAttempts: 3,
        questions: [
          {
            id: "1e982789-775a-4ea3-9dcd-f0f70052d34a",
            type: "multiple_choice",
            question: "Where do you find the correct tire pressure for a vehicle?",
            options: [
              "The tire sidewall",
              "The gas cap",
              "The driver's door jamb sticker",
              "Any pressure between 20 and 50 psi",
            ],
            correctAnswer: "The driver's door jamb sticker",
            explanation: "The sidewall shows the maximum pressure; the door placard shows the recommended pressure.",
          },
          {
            id: "a45ddecf-b555-4d0a-8862-aaaff3b8dc45",
            type: "multiple_choice",
            question: "Milky, light-brown engine oil on the dipstick may indicate:",
            options: ["Coolant leaking into the oil", "Normal wear", "Too much oil", "A new oil filter"],
            correctAnswer: "Coolant leaking into the oil",
            explanation: "Coolant contamination, often from a failing head gasket, makes oil look milky.",
          },
          {
            id: "e8546b4d-8ab8-42cf-9180-bdd2f0047b3a",
            type: "true_false",
            question: "In the penny test, if you can see all of Lincoln's head, the tire tread is too shallow.",
            correctAnswer: "True",
            explanation: "Seeing the whole head means the tread is at or below 2/32 inch.",
          },
          {
            id: "beec3fa1-5c9f-4b01-9066-cbb7e4961799",
            type: "multiple_choice",
            question: "What does the 'W' in 5W-30 oil stand for?",
            options: ["Weight", "Wide-range", "Water-resistant", "Winter"],
            correctAnswer: "Winter",
            explanation: "The first number describes how the oil flows when cold (winter).",
          },
          {
            id: "87f848b4-4e55-49e0-bcc9-dca5b3f2a483",
            type: "multiple_choice",
            question: "Tires worn on both outer edges usually point to:",
            options: ["Overinflation", "Underinflation", "Too much tread", "New shocks"],
            correctAnswer: "Underinflation",
            explanation: "An underinflated tire sags, putting weight on its edges.",
          },
          {
            id: "e67cb81d-c52c-497e-9cc4-4a4a1dda600b",
            type: "true_false",
            question: "Brake fluid absorbs moisture over time and should be replaced periodically.",
            correctAnswer: "True",
            explanation:
              "Moisture lowers the fluid's boiling point and causes corrosion, so it's replaced on a schedule.",
          },
          {
            id: "1b86306d-2ca9-40c0-b1dc-4dddb90053bd",
            type: "multiple_choice",
            question: "What is the correct final step when reinstalling lug nuts?",
            options: [
              "Tighten them as hard as possible with an impact gun",
              "Tighten them in a circle, one after another",
              "Torque them to spec in a star pattern with a torque wrench",
              "Leave them snug and check next week",
            ],
            correctAnswer: "Torque them to spec in a star pattern with a torque wrench",
            explanation:
              "Proper torque in a star pattern seats the wheel evenly and prevents warped rotors or loose wheels.",
            points: 2,
          },
        ],
      },
    },
    {
      id: "3a487e17-42c4-4646-aace-7e2eb85d1d26",
      title: "Brake Systems",
      description: "Understand hydraulic disc brakes and perform a complete, documented brake inspection.",
      estimatedHours: "4.50",
      lessons: [
        {
          id: "8ba8ea11-8e66-4f1c-bd42-e0cfada9937e",
          title: "How Disc Brakes Work",
          description: "Follow the path from brake pedal to stopping power.",
          duration: "14 min",
          content: `
# How Disc Brakes Work

Brakes are the most important safety system on a vehicle. Every technician needs to understand them inside and out.

## From pedal to wheel

1. You press the **brake pedal**. A **brake booster** multiplies your foot's force.
2. The **master cylinder** turns that force into hydraulic pressure in the brake fluid.
3. **Brake lines and hoses** carry the pressure to each wheel. Because liquids don't compress, pressure applied at one end is transmitted throughout the system.
4. At each wheel, the pressure pushes the **caliper piston**.
5. The caliper squeezes the **brake pads** against the spinning **rotor** (disc).
6. Friction turns the car's motion into **heat**, slowing the wheel.

## Main components

- **Rotor:** a metal disc that spins with the wheel. It must be thick enough to absorb heat and smooth enough for even braking.
- **Pads:** friction material bonded to a steel backing plate. Pads are designed to wear out and be replaced.
- **Caliper:** holds the pads and piston(s). Floating calipers slide on **guide pins**, which must stay clean and lubricated.
- **Hardware:** clips and shims that reduce noise and keep pads moving freely.

## Drum brakes

Many vehicles still have **drum brakes** on the rear wheels. Brake **shoes** push outward against the inside of a spinning drum. The principle, friction making heat, is the same.

## ABS

The **anti-lock braking system** uses wheel speed sensors to detect a wheel about to lock up and rapidly pulses the pressure to that wheel. This lets the driver keep steering during a hard stop. An ABS warning light means the anti-lock function may be off, even if normal brakes still work.

## Warning signs customers notice

- **Squealing:** often the pad's built-in wear indicator touching the rotor.
- **Grinding:** pads worn to metal, damaging the rotor.
- **Pulsation in the pedal:** uneven rotor thickness or runout.
- **Pulling to one side:** a sticking caliper or contaminated pad.
- **Soft or spongy pedal:** air in the lines or a fluid leak. The vehicle should not be driven until it's inspected.
`,
        },
        {
          id: "c5bd76b2-81c9-4d9a-aa60-2a5230104300",
          title: "Inspecting Pads and Rotors",
          description: "Measure, document and recommend brake service like a professional.",
          duration: "17 min",
          content: `
# Inspecting Pads and Rotors

A good brake inspection is careful, measured and written down. Customers trust numbers more than opinions.

## Safety first

- Raise the vehicle safely and support it on **jack stands** or a lift.
- **Brake dust can be hazardous.** Older vehicles and some aftermarket parts may contain asbestos. Never blow dust off with compressed air; use a brake washer or an aerosol brake cleaner with a drip pan, and wear gloves and eye protection.

## Inspection steps

1. **Remove the wheel** and look at the whole assembly for leaks, damaged hoses and loose parts.
2. **Measure pad thickness** on both the inner and outer pad. The inner pad often wears faster and can't be seen without removing the wheel. Many shops recommend replacement around **3 mm** of friction material, but follow the manufacturer's spec.
3. **Check for uneven wear.** A large difference between inner and outer pads often means seized caliper guide pins.
4. **Inspect the rotor surface** for deep grooves, cracks, heat spots (blue or dark areas) and a lip at the outer edge.
5. **Measure rotor thickness** with a micrometer at several points. Compare it to the **minimum thickness** stamped on the rotor (often marked "MIN TH"). A rotor below minimum must be replaced.
6. **Check the brake fluid** level and condition.
7. Reinstall the wheel and torque the lug nuts to spec.

## Documenting your findings

Write down for each wheel:

| Wheel | Inner pad | Outer pad | Rotor thickness | Rotor minimum | Condition notes |
|---|---|---|---|---|---|

Add photos if your shop allows it. Clear records protect the customer and the shop.

## Making a recommendation

Explain findings in plain language: "Your front pads have 2 millimeters left, and the minimum we like to see is 3. I recommend replacing the front pads this visit." Always let the customer decide. Never exaggerate a safety concern to make a sale, and never downplay a real one.

## After any brake job

Pump the pedal until it's firm **before moving the car**, then perform the pad **bed-in** procedure recommended by the pad manufacturer.
`,
        },
      ],
      quiz: {
        id: "32d95323-bffa-45d1-9b51-1fa5a90bc097",
        title: "Brake Check Sprint",
        description: "A short, timed quiz on brake components and inspections. Read carefully and answer fast.",
        passThreshold: 80,
        timeLimit: 3,
        maxAttempts: 3,
        questions: [
          {
            id: "755f0412-3c84-435c-a87f-7089445e940a",
            type: "multiple_choice",
            question: "Which component squeezes the brake pads against the rotor?",
            options: ["Master cylinder", "Brake booster", "Wheel speed sensor", "Caliper"],
            correctAnswer: "Caliper",
            explanation: "Hydraulic pressure pushes the caliper piston, which clamps the pads onto the rotor.",
          },
          {
            id: "d1c65a93-91a0-40b0-8368-8c636c2262eb",
            type: "true_false",
            question: "Using compressed air is the best way to clean brake dust off parts.",
            correctAnswer: "False",
            explanation:
              "Compressed air puts potentially hazardous dust into the air you breathe. Use wet cleaning methods.",
          },
          {
            id: "2e584256-29d4-4804-903c-a889878c4e90",
            type: "multiple_choice",
            question: "Where do you usually find a rotor's minimum thickness specification?",
            options: ["Stamped on the rotor", "On the tire sidewall", "On the brake pedal", "On the oil filter"],
            correctAnswer: "Stamped on the rotor",
            explanation: "Rotors are commonly stamped with a minimum thickness such as 'MIN TH'.",
          },
          {
            id: "9151f82b-0a1f-4704-b391-f18ed16df22d",
            type: "multiple_choice",
            question: "A grinding noise when braking most likely means:",
            options: ["Brand-new pads", "Pads worn down to metal", "Low tire pressure", "A full fluid reservoir"],
            correctAnswer: "Pads worn down to metal",
            explanation: "Metal-on-metal contact grinds and quickly damages rotors.",
          },
          {
            id: "a2d14c66-3afa-46f0-bfe2-dc65d1cbd0a7",
            type: "true_false",
            question: "After a brake job, you should pump the pedal until it's firm before moving the vehicle.",
            correctAnswer: "True",
            explanation:
              "Pumping pushes the caliper pistons back against the new pads so the brakes work on the first stop.",
          },
          {
            id: "f00aab84-8fc0-4185-8df3-1db0474970b7",
            type: "multiple_choice",
            question: "Inner pads wearing much faster than outer pads often points to:",
            options: ["Correct operation", "Overinflated tires", "Seized caliper guide pins", "A weak battery"],
            correctAnswer: "Seized caliper guide pins",
            explanation: "If the caliper can't slide freely, one pad does most of the work.",
          },
        ],
      },
      project: {
        id: "eb04fe20-f370-4c5f-85d7-4f9b6ee7601c",
        title: "Brake Inspection Report",
        description:
          "Perform a full brake inspection on one axle of a vehicle under supervision and write it up as a professional customer report.",
        requirements: `
- Work under the supervision of an instructor or certified technician with the vehicle on jack stands or a lift
- Measure and record inner and outer pad thickness for both wheels on the axle
- Measure rotor thickness at three or more points and compare to the stamped minimum
- Note the brake fluid level and condition and any leaks or damaged hoses
- Write a recommendation in plain language a customer would understand
- Upload your completed report as a PDF with at least 2 labeled photos
`,
        submissionFormat: "file",
        maxSubmissions: 2,
      },
    },
    {
      id: "2f9633dd-5f05-45c4-8129-f5982c1b48c2",
      title: "Batteries & Diagnostics",
      description:
        "Test batteries and charging systems, and use an OBD-II scanner to read and interpret check engine codes.",
      estimatedHours: "3.50",
      lessons: [
        {
          id: "00cfa0bb-aab1-4879-b98f-aa8c84ee560c",
          title: "Batteries and the Charging System",
          description: "Test a battery and alternator with a multimeter.",
          duration: "14 min",
          content: `
# Batteries and the Charging System

"My car won't start" is one of the most common complaints you'll hear. Often the answer is in the battery or the charging system, and a multimeter can tell you in minutes.

## Battery safety

- Wear **safety glasses and gloves**. Batteries contain sulfuric acid.
- Batteries can release **hydrogen gas**. No sparks, flames or smoking nearby.
- Remove the **negative** cable first and reconnect it **last**.

## Visual inspection

Look for corrosion (white or blue-green crust) on terminals, loose or damaged cables, a cracked or swollen case and the date code sticker. Most batteries last about **3 to 5 years**, less in very hot climates.

Clean corrosion with a baking soda and water solution and a terminal brush, then rinse and dry.

## Testing with a multimeter

Set the meter to **DC volts**, red lead to positive, black lead to negative.

| Test | Healthy reading |
|---|---|
| Engine off, car rested for a few hours | About **12.6 V** (fully charged) |
| Engine off, 12.2 V | About half charged |
| Engine running | About **13.5 to 14.5 V** (charging) |

- Below about 12.4 V at rest: charge the battery and retest.
- Running voltage **below 13 V** suggests the alternator isn't charging.
- Running voltage **above 15 V** suggests overcharging, which can damage the battery and electronics.

A voltage test alone doesn't show how much power the battery can deliver. Shops use a **load tester** or conductance tester that compares the battery to its **CCA (cold cranking amps)** rating.

## Parasitic draw

If a good battery keeps dying overnight, something may be drawing power with the car off, like a glove box light that stays on or a faulty module. Technicians measure draw with an ammeter in series with the negative cable.

## Jump-starting safely

Connect red to the dead battery's positive, red to the good battery's positive, black to the good battery's negative, and the last black clamp to **bare metal on the dead car's engine**, away from the battery. Remove the cables in reverse order.
`,
        },
        {
          id: "e79e4a7e-5201-433f-ab3a-a47f7d12c7f4",
          title: "Reading Check Engine Codes",
          description: "Use an OBD-II scanner and a logical process to diagnose warning lights.",
          duration: "16 min",
          content: `
# Reading Check Engine Codes

The check engine light means the engine computer found a problem it can't fix on its own. Scanning the codes is the first step of a diagnosis, not the last.

## OBD-II

Every car and light truck sold in the U.S. since **1996** has **On-Board Diagnostics II**. The **16-pin connector** is usually under the dashboard near the steering column. Plug in a scan tool with the key on.

## Reading a code

OBD-II codes look like **P0301**:

- **First letter:** P = powertrain, B = body, C = chassis, U = network communication.
- **First digit:** 0 = generic (same meaning for all makes), 1 = manufacturer-specific.
- **Remaining digits:** the specific fault. P0301 means a **misfire detected in cylinder 1**.

Other common codes:

- **P0300:** random or multiple cylinder misfire.
- **P0420:** catalytic converter efficiency below threshold (bank 1).
- **P0455:** large evaporative emissions (EVAP) leak. Sometimes just a loose gas cap.

## Solid vs. flashing light

- **Solid light:** a problem needs attention soon.
- **Flashing light:** a **severe misfire** that can overheat and destroy the catalytic converter. The driver should reduce speed and get the vehicle checked as soon as possible.

## A code is a clue, not a verdict

A code tells you **which system failed a test**, not which part to replace. A P0301 could be a spark plug, ignition coil, fuel injector, vacuum leak or low compression. Replacing parts based only on the code is called "parts cannon" diagnosis. It's expensive and unprofessional.

## A logical diagnostic process

1. **Verify the complaint.** Talk to the customer; when does it happen?
2. **Scan codes and freeze frame data** (conditions when the code set).
3. **Check for service bulletins** and known issues.
4. **Test, don't guess.** For a cylinder 1 misfire, swap the coil with cylinder 2 and see if the misfire moves.
5. **Repair** the confirmed cause.
6. **Clear codes and verify** the fix with a test drive.

Write down every step. Your notes help the next technician and show the customer what they paid for.
`,
        },
      ],
      quiz: {
        id: "c1730ead-3249-46d3-9572-0fefffd4f32b",
        title: "Diagnostics Quiz",
        description: "Test your understanding of batteries, charging systems and OBD-II codes.",
        passThreshold: 75,
        timeLimit: 15,
        maxAttempts: 3,
        questions: [
          {
            id: "e2eb20d8-b776-4e2b-b64a-fab5eb10a7d3",
            type: "multiple_choice",
            question: "What does a healthy, fully charged battery read at rest?",
            options: ["About 12.6 volts", "About 9.5 volts", "About 14.5 volts", "About 24 volts"],
            correctAnswer: "About 12.6 volts",
            explanation: "A fully charged 12-volt battery rests at about 12.6 volts.",
          },
          {
            id: "45ada829-e89e-4b68-8c8c-1ec68ec8d156",
            type: "multiple_choice",
            question: "With the engine running, a reading of 12.1 volts at the battery suggests:",
            options: ["Normal charging", "Overcharging", "A full battery", "The alternator isn't charging"],
            correctAnswer: "The alternator isn't charging",
            explanation: "A charging system should hold about 13.5 to 14.5 volts while running.",
          },
          {
            id: "bc460a36-d8d4-47f6-93af-46971ac2dd4e",
            type: "multiple_choice",
            question: "What does code P0301 indicate?",
            options: ["Low tire pressure", "Cylinder 1 misfire", "Catalytic converter efficiency", "EVAP leak"],
            correctAnswer: "Cylinder 1 misfire",
            explanation: "P030X codes are misfires; the last digit is the cylinder number.",
          },
          {
            id: "61fecac5-1daf-4a21-95d8-0835dd9094c6",
            type: "true_false",
            question: "A trouble code tells you exactly which part to replace.",
            correctAnswer: "False",
            explanation: "Codes identify a failed system test. You must test to find the actual cause.",
            points: 2,
          },
          {
            id: "7ef4780a-7786-4f78-b03d-2b8278774fe8",
            type: "multiple_choice",
            question: "A flashing check engine light usually means:",
            options: [
              "The gas cap is loose",
              "An oil change is due",
              "A severe misfire that can damage the catalytic converter",
              "The scan tool is connected",
            ],
            correctAnswer: "A severe misfire that can damage the catalytic converter",
            explanation: "Flashing indicates an active, severe misfire. The vehicle should be checked quickly.",
          },
          {
            id: "411051c2-79ec-4329-b0ff-21ef9615371c",
            type: "true_false",
            question: "When jump-starting, the last clamp goes on bare metal away from the dead battery.",
            correctAnswer: "True",
            explanation: "Making the final connection away from the battery keeps sparks away from hydrogen gas.",
          },
        ],
      },
    },
  ],
};
