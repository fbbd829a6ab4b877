import type { CourseSeed } from "../types.js";

export const digitalSkillsForTrades: CourseSeed = {
  id: "e348860f-0440-441a-a4c6-6cfdc3aa5289",
  slug: "digital-skills-for-trades",
  title: "Digital Skills for the Trades: Spreadsheets, Estimates & Online Safety",
  description:
    "Tradespeople who can run the numbers get promoted and start businesses. Learn spreadsheet basics, build a real job estimate, and communicate and protect your accounts like a professional.",
  category: "Digital Skills",
  isFree: true,
  price: "0",
  duration: "3 weeks",
  rating: "4.50",
  reviewCount: 67,
  standards:
    "ISTE Standards for Students; Northstar Digital Literacy (Essential Software Skills, Information Literacy)",
  isFeatured: false,
  modules: [
    {
      id: "1ad25aa8-60fd-4204-9dcc-6ca8d8deda68",
      title: "Spreadsheet Basics",
      description: "Navigate a spreadsheet and write formulas for totals, quantities and percentages.",
      estimatedHours: "2.00",
      lessons: [
        {
          id: "111b0685-be9e-4070-aa3f-2088a1162818",
          title: "Cells, Rows and Formulas",
          description: "Find your way around a spreadsheet and write your first formulas.",
          duration: "12 min",
          content: `
# Cells, Rows and Formulas

Spreadsheets like Google Sheets, Microsoft Excel and LibreOffice Calc are everywhere in the trades: material lists, time sheets, inventory, budgets and estimates. The basics work the same in all of them.

## The layout

- **Columns** run up and down and are labeled with letters: A, B, C...
- **Rows** run side to side and are numbered: 1, 2, 3...
- A **cell** is where a column and row meet. Its name is its **address**, like **B3** (column B, row 3).
- A **range** is a block of cells, written with a colon: **A1:A10** means A1 through A10.

## Entering data

Click a cell and type. Press **Enter** to move down or **Tab** to move right. Keep one kind of information per column, with a clear **header** in row 1:

| | A | B | C |
|---|---|---|---|
| 1 | Item | Quantity | Price each |
| 2 | 2x4 x 8 ft | 12 | 4.25 |
| 3 | Deck screws (1 lb) | 2 | 9.98 |

## Formulas

A **formula** always starts with an **equals sign (=)**. It can do math with numbers or with cell addresses.

- Add: **=B2+B3**
- Subtract: **=B2-B3**
- Multiply: **=B2*C2**
- Divide: **=B2/4**

Using **cell addresses instead of typed numbers** is the secret power of spreadsheets. If the price in C2 changes, every formula that uses C2 updates automatically.

## Copying formulas

Put **=B2*C2** in D2 to get a line total. Then drag the small square at the corner of the cell (the **fill handle**) down. The spreadsheet adjusts the addresses automatically: D3 becomes **=B3*C3**. These are called **relative references**.

## Tips for clean sheets

1. Bold your header row and freeze it so it stays visible as you scroll.
2. Format money cells as **currency** so they show dollar signs and two decimals.
3. Don't leave blank rows in the middle of your data.
4. Name your file clearly: *Smith-Deck-Repair-Materials.xlsx*.
`,
        },
        {
          id: "f0ac1dda-bf59-4c68-9d74-8a27d96c9364",
          title: "SUM, Percentages and Absolute References",
          description: "Total columns, calculate tax and waste, and lock a cell in place.",
          duration: "14 min",
          content: `
# SUM, Percentages and Absolute References

With a few more tools, your spreadsheet becomes a calculator that does the boring math for you, with no mistakes.

## The SUM function

A **function** is a built-in formula. The most useful one is **SUM**:

**=SUM(D2:D20)** adds every value from D2 through D20.

Other handy functions:

- **=AVERAGE(B2:B10)**: the average
- **=MAX(B2:B10)** and **=MIN(B2:B10)**: the largest and smallest values
- **=ROUNDUP(B2, 0)**: rounds up to a whole number, perfect for materials you can only buy whole, like boards and bags

## Percentages

In a spreadsheet, 10% is the same as **0.10**.

- Sales tax of 8% on a subtotal in D21: **=D21*0.08**
- Subtotal plus tax: **=D21*1.08**

### Waste factor

Builders add extra material to cover cuts, mistakes and defects, often **10%** for lumber and more for tile. If you need 40 boards:

**=ROUNDUP(40*1.10, 0)** gives **44** boards.

## Absolute references

Sometimes you want every formula to use the **same cell**, like one tax rate stored in cell G1. If you copy **=D2*G1** down, it turns into D3*G2, D4*G3... and breaks.

Add **dollar signs** to lock the reference: **=D2*$G$1**. Now when you copy it down, the D changes but **$G$1 stays put**. That's an **absolute reference**.

## Check your work

Spreadsheets are only as good as what you put in. Always:

1. Do a **rough estimate in your head**. If your lumber total says $40,000 for a small deck, something's wrong.
2. Click a few cells to make sure the formulas point where you expect.
3. Look for error messages like **#DIV/0!** (dividing by zero) or **#VALUE!** (math on text).

## Practice

Build a sheet with 5 items, quantities and prices. Add line totals, a subtotal with SUM, a 10% waste line and tax stored in one locked cell.
`,
        },
      ],
      quiz: {
        id: "a15ef5b6-c43e-4d7f-bcce-4f4520cc7209",
        title: "Spreadsheet Skills Quiz",
        description: "Formulas, functions and references.",
        passThreshold: 75,
        timeLimit: 10,
        maxAttempts: 3,
        questions: [
          {
            id: "6b0162ef-3a42-4e0f-ae58-aab723f14763",
            type: "multiple_choice",
            question: "Every spreadsheet formula starts with which character?",
            options: ["#", "$", "@", "="],
            correctAnswer: "=",
            explanation: "The equals sign tells the spreadsheet you're entering a formula.",
          },
          {
            id: "cc3bb12d-dd19-4af4-93eb-fbfb206202ec",
            type: "multiple_choice",
            question: "Which formula adds up cells D2 through D20?",
            options: ["=SUM(D2:D20)", "=ADD(D2-D20)", "=D2+D20", "=TOTAL(D2,D20)"],
            correctAnswer: "=SUM(D2:D20)",
            explanation: "SUM with a range (colon) adds every cell in that range. =D2+D20 adds only two cells.",
          },
          {
            id: "cc3aaa57-f3eb-4e2d-9e4e-43d6b44b99a0",
            type: "true_false",
            question: "In the formula =D2*$G$1, the reference $G$1 stays the same when the formula is copied down.",
            correctAnswer: "True",
            explanation: "Dollar signs make it an absolute reference.",
          },
          {
            id: "a20d9ac4-268a-447e-98de-bc5a4424e65a",
            type: "multiple_choice",
            question: "You need 40 boards and want a 10% waste factor. How many do you buy?",
            options: ["40", "41", "44", "50"],
            correctAnswer: "44",
            explanation: "40 x 1.10 = 44.",
            points: 2,
          },
          {
            id: "4543d32e-f43c-4d57-9afc-fe897b8fd5c0",
            type: "multiple_choice",
            question: "What does the #DIV/0! error mean?",
            options: [
              "The file is corrupted",
              "The number is too large",
              "A formula is dividing by zero or an empty cell",
              "The cell is locked",
            ],
            correctAnswer: "A formula is dividing by zero or an empty cell",
            explanation: "Check the cell you're dividing by.",
          },
          {
            id: "55d1b59f-40b7-44c0-a18a-b7d6aca887b4",
            type: "true_false",
            question: "Typing numbers directly into formulas is better than using cell addresses.",
            correctAnswer: "False",
            explanation: "Cell addresses let results update automatically when values change.",
          },
        ],
      },
    },
    {
      id: "90c95ba4-bbf2-4ee1-889c-bfc3f079a807",
      title: "Building a Job Estimate",
      description: "Do a materials takeoff, price labor and markup, and present a clear quote to a customer.",
      estimatedHours: "3.00",
      lessons: [
        {
          id: "1a64acb3-7cbc-4266-b3e8-af0cebbe0465",
          title: "Materials Takeoff",
          description: "Turn a job description into a complete, priced list of materials.",
          duration: "15 min",
          content: `
# Materials Takeoff

A **takeoff** is a list of every material a job needs, with quantities. It's the foundation of every estimate. Miss something here and the money comes out of your pocket.

## Start with the scope

Write down exactly what the job includes, and what it doesn't. Example:

> Replace 12 damaged deck boards (5/4 x 6 pressure-treated, 12 feet long) and 20 feet of railing cap. Existing framing is sound. Customer will stain the deck.

## Measure and count

Go through the job **in the order it will be built** and list everything:

| Item | Quantity | Unit | Price each | Total |
|---|---|---|---|---|
| 5/4 x 6 x 12 ft treated deck board | 12 | each | 16.48 | =B2*D2 |
| 2x6 x 10 ft treated (rail cap) | 2 | each | 12.97 | =B3*D3 |
| Coated deck screws, 2 1/2 in, 5 lb box | 1 | box | 39.97 | =B4*D4 |
| Construction adhesive | 2 | tube | 6.48 | =B5*D5 |

## Don't forget

- **Waste factor:** add 10% or round up to the next whole piece.
- **Fasteners and adhesives:** screws, nails, glue, caulk.
- **Consumables:** saw blades, drill bits, sandpaper, tape.
- **Disposal:** dumpster, dump fees or hauling old material away.
- **Delivery fees** from the supplier.
- **Permits** if the job requires one.

## Getting prices

Use current prices from your supplier, not last year's. Prices for lumber and copper can change a lot from month to month. Write the **date** you priced the materials on the estimate and state how long the quote is valid (for example, 30 days).

## Check against reality

Before you finalize, picture yourself building the job start to finish. Ask: *"What will I reach for that isn't on this list?"* Experienced estimators keep a **checklist** for each kind of job so they never forget the small stuff.
`,
        },
        {
          id: "e8b39c34-af21-4c27-9b96-2e80b1eb8356",
          title: "Labor, Markup and the Final Quote",
          description: "Price your time, understand markup versus margin and present a professional quote.",
          duration: "16 min",
          content: `
# Labor, Markup and the Final Quote

Materials are only part of the cost. New tradespeople often underprice jobs because they forget to pay themselves fairly and cover their business costs.

## Estimating labor

1. Break the job into tasks: remove old boards, cut and install new boards, replace rail cap, clean up.
2. Estimate **hours for each task**, and add time for setup, trips to the supplier and cleanup.
3. Multiply total hours by your **labor rate**.

If you're unsure, track your real hours on every job. After a few jobs, your estimates will get much more accurate.

## Overhead

**Overhead** is the cost of being in business that isn't tied to one job: tools, insurance, vehicle and gas, phone, licenses and advertising. A share of it needs to be included in every price.

## Markup vs. margin

These sound similar, but they're not the same:

- **Markup** is a percentage **added to cost**. Cost $1,000 with 20% markup gives a price of **$1,200**.
- **Margin** is the percentage of the **price** that's profit. $200 profit on a $1,200 price is a **16.7% margin**.

Mixing them up means you make less than you think.

## Putting it together in a spreadsheet

| Line | Amount |
|---|---|
| Materials (with waste) | =SUM of takeoff |
| Labor (hours x rate) | =B8*B9 |
| Subtotal (cost) | =B10+B11 |
| Markup for overhead and profit | =B12*0.20 |
| **Total quote** | =B12+B13 |

## Presenting the quote

A professional quote includes:

- Your business name and contact information
- The customer's name, address and the date
- A clear **scope of work**, including what's not included
- The **total price** (you may or may not show a breakdown)
- Payment terms, such as a deposit and the balance on completion
- How long the quote is valid

Keep it clean and simple. A clear, professional quote builds trust, and trust wins jobs even when you're not the cheapest.
`,
        },
      ],
      quiz: {
        id: "16a0c173-3017-4f63-b492-74986dfb1134",
        title: "Estimating Speed Check",
        description: "A short timed quiz on takeoffs, markup and quotes. Quick math, so keep a calculator handy.",
        passThreshold: 70,
        timeLimit: 3,
        maxAttempts: 3,
        questions: [
          {
            id: "62863b8f-2a59-46a9-9c03-5f27c0df97f4",
            type: "multiple_choice",
            question: "A job costs $1,000 and you apply a 20% markup. What is the price?",
            options: ["$1,020", "$1,200", "$1,250", "$800"],
            correctAnswer: "$1,200",
            explanation: "Markup is added to cost: $1,000 x 1.20 = $1,200.",
          },
          {
            id: "0ac4a175-844b-4785-837a-018bd32b9105",
            type: "true_false",
            question: "Markup and margin are two words for the same thing.",
            correctAnswer: "False",
            explanation: "Markup is based on cost; margin is based on the selling price.",
          },
          {
            id: "e00835a6-298a-4cc5-9359-73ea7af1b23f",
            type: "multiple_choice",
            question: "Which of these is overhead?",
            options: ["Deck boards for this job", "Screws for this job", "The customer's stain", "Liability insurance"],
            correctAnswer: "Liability insurance",
            explanation: "Insurance is a business cost not tied to a single job.",
          },
          {
            id: "0dd089d4-ff58-4b20-b7a2-f169cc3ba6ba",
            type: "multiple_choice",
            question: "What is a 'takeoff'?",
            options: [
              "Leaving a job early",
              "A list of all materials and quantities for a job",
              "A discount for the customer",
              "A type of saw cut",
            ],
            correctAnswer: "A list of all materials and quantities for a job",
            explanation: "The takeoff is the foundation of an estimate.",
          },
          {
            id: "3f0340be-b71c-4819-9782-ab4b46979952",
            type: "true_false",
            question: "A good quote states how long the price is valid.",
            correctAnswer: "True",
            explanation: "Material prices change, so quotes usually expire after a set time, such as 30 days.",
          },
        ],
      },
      project: {
        id: "aa38f20d-5ff7-4ccb-9eb5-b88a4ff08bdb",
        title: "Estimate a Deck Repair",
        description:
          "Use the sample scope from this module, or a real small job you know, to create a complete estimate and customer quote.",
        requirements: `
- Write a scope of work that states what is and isn't included
- List at least 6 materials with quantities, unit prices and line totals, including fasteners and disposal
- Apply a waste factor and explain the percentage you chose
- Estimate labor by task, with hours and your hourly rate
- Apply a markup for overhead and profit, and show the final price
- Paste your estimate table and a short customer-facing quote into your submission
`,
        submissionFormat: "text",
        maxSubmissions: 2,
      },
    },
    {
      id: "92f562d3-180d-4525-91bd-e30769949463",
      title: "Communicating Professionally Online",
      description: "Write professional emails and texts, and protect your accounts from scams and hacking.",
      estimatedHours: "1.50",
      lessons: [
        {
          id: "0ae440ef-5ea4-414a-b4e4-1e48f771cc2f",
          title: "Professional Email and Texting",
          description: "Write messages to employers and customers that are clear, polite and get results.",
          duration: "10 min",
          content: `
# Professional Email and Texting

In the trades, a lot of business happens by text and email: scheduling, quotes, updates and job applications. How you write tells people how you'll work.

## Email basics

- **Subject line:** clear and specific. *"Application: Carpenter Helper - Jordan Lee"* or *"Quote for deck repair at 42 Oak St."*
- **Greeting:** "Hi Ms. Johnson," or "Hello," is safe. Avoid "Hey" with someone you don't know.
- **Body:** short paragraphs. Say what you need in the first two sentences.
- **Closing:** "Thank you," or "Best," then your full name and phone number.
- **Attachments:** mention them in the message ("I've attached my resume as a PDF") and double-check they're actually attached.

## Example

> **Subject:** Following up: Line Cook application
>
> Hi Chef Rivera,
>
> I applied for the line cook position last Tuesday and wanted to follow up. I recently completed a culinary fundamentals course and earned my food handler card, and I'm available evenings and weekends.
>
> Thank you for your time. I'd be glad to come in for a stage or an interview.
>
> Aaliyah Brooks
> (555) 201-4483

## Texting customers and supervisors

Texts are quicker, but still professional:

- Identify yourself in the first message: *"Hi, this is Marcus from Bell Carpentry."*
- Use complete words. Skip slang and most emoji.
- Confirm details in writing: dates, times, addresses and prices.
- Respond within a few hours during work days, even just to say "Got it, I'll check and get back to you by 3."

## Before you hit send

1. Read it once out loud in your head.
2. Check names, numbers and dates.
3. If you're upset, **wait**. Never send an angry message; call or talk in person instead.

Remember that anything you write can be forwarded or screenshotted. Write every message as if your future boss might read it.
`,
        },
        {
          id: "69f2d635-e3cf-426c-8787-9cb16df77e14",
          title: "Protecting Your Accounts",
          description: "Use strong passwords and two-factor authentication, and spot phishing scams.",
          duration: "11 min",
          content: `
# Protecting Your Accounts

Your email, bank, payroll and social media accounts are valuable to scammers. A few habits make you a much harder target.

## Strong, unique passwords

- Use a **long passphrase**: four or more random words, like *"copper-garden-wrench-sunrise"*. Length beats complexity.
- Use a **different password for every important account**. When one site is breached, criminals try the same email and password everywhere else.
- A **password manager** can create and remember strong passwords for you. Many are free, and phones have one built in.

## Turn on two-factor authentication (2FA)

2FA means logging in needs something you **know** (your password) plus something you **have** (your phone or a security key). Even if someone steals your password, they can't get in without the second factor. Turn it on for email, banking and payroll first.

An **authenticator app** is safer than text-message codes, but any 2FA is far better than none.

## Spotting phishing

Phishing messages pretend to be a bank, employer, delivery company or government agency to trick you into clicking a link or sharing information. Warning signs:

- **Urgency or threats:** "Your account will be closed in 24 hours!"
- **Requests for passwords, codes or payment** by gift card, wire transfer or cryptocurrency.
- **Strange sender addresses** or links that don't match the real website.
- **Job offers that seem too good**, such as high pay for little work, or asking you to deposit a check and send part of the money back.

## What to do

1. **Don't click.** Go to the real website or app yourself, or call the official number.
2. **Never share a 2FA code** with anyone who contacts you. No legitimate company will ask for it.
3. If you clicked or shared something, **change your password** right away, turn on 2FA and contact your bank if money is involved.

## Keep devices updated

Install system and app updates promptly. Many updates fix security holes that attackers already know about. Lock your phone with a PIN or biometrics.
`,
        },
      ],
      quiz: {
        id: "fe61305d-3382-4c15-8e4b-cb0f5ac983a7",
        title: "Online Professionalism & Safety Quiz",
        description: "Professional messages, passwords and scams.",
        passThreshold: 80,
        timeLimit: 10,
        maxAttempts: 3,
        questions: [
          {
            id: "8300dd0e-2e6c-48ea-8dc5-9fec2aeb742b",
            type: "multiple_choice",
            question: "Which is the strongest password?",
            options: ["Password123!", "JordanLee2005", "copper-garden-wrench-sunrise", "qwerty"],
            correctAnswer: "copper-garden-wrench-sunrise",
            explanation: "A long passphrase of random words is both strong and memorable.",
          },
          {
            id: "8dfbffe8-e01b-4cd3-8884-b1dc0f3d238c",
            type: "true_false",
            question: "It's safe to read a two-factor code to someone who calls saying they're from your bank.",
            correctAnswer: "False",
            explanation: "Legitimate companies never ask for your 2FA codes. This is a common scam.",
            points: 2,
          },
          {
            id: "21a75c8d-035a-4f8e-b96b-de26ad1657d9",
            type: "multiple_choice",
            question: "Which is the best subject line for a job application email?",
            options: ["hi", "PLEASE READ", "(no subject)", "Application: Carpenter Helper - Jordan Lee"],
            correctAnswer: "Application: Carpenter Helper - Jordan Lee",
            explanation: "A clear subject tells the reader exactly what the email is about.",
          },
          {
            id: "6cbcbcdd-c51f-44c5-8d19-01fafcfbd190",
            type: "true_false",
            question: "Using the same password for every account is risky because one breach can expose all of them.",
            correctAnswer: "True",
            explanation: "Criminals try stolen passwords on many sites. Unique passwords contain the damage.",
          },
          {
            id: "79e8277e-07e9-4331-9e16-20e3f853e8d4",
            type: "multiple_choice",
            question: "A message says your account will close in 24 hours unless you click a link. What should you do?",
            options: [
              "Go to the official website or app yourself to check",
              "Click the link quickly",
              "Reply with your password",
              "Forward it to all your friends",
            ],
            correctAnswer: "Go to the official website or app yourself to check",
            explanation: "Urgent threats are a phishing warning sign. Verify through a channel you trust.",
          },
        ],
      },
    },
  ],
};
