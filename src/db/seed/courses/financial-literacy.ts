import type { CourseSeed } from "../types.js";

export const moneyMoves: CourseSeed = {
  id: "0a0fb31d-2d49-4da8-ab9a-937826b72a4b",
  slug: "money-moves",
  title: "Money Moves: Budgeting, Banking & Credit",
  description:
    "Take control of your money from your very first paycheck. Build a budget you can stick to, choose a bank account without getting eaten by fees, and start building strong credit from zero.",
  category: "Financial Literacy",
  isFree: true,
  price: "0",
  duration: "4 weeks",
  rating: "4.90",
  reviewCount: 428,
  standards:
    "Jump$tart National Standards for Personal Financial Education; CFPB Youth Financial Education Building Blocks",
  isFeatured: true,
  modules: [
    {
      id: "98711b13-ad28-4bbf-ab20-35250608289b",
      title: "Budgeting That Works",
      description: "Separate needs from wants, build a 50/30/20 budget and track where your money really goes.",
      estimatedHours: "2.50",
      lessons: [
        {
          id: "4dbc34a0-c462-44e5-826a-33c411915437",
          title: "Income, Needs and Wants",
          description: "Understand what's coming in and sort what's going out.",
          duration: "10 min",
          content: `
# Income, Needs and Wants

A budget is just a plan that tells your money where to go, instead of wondering where it went. It starts with two questions: how much comes in, and what does it need to cover?

## Know your real income

Use your **take-home pay** (also called **net pay**): what actually lands in your account after taxes and deductions. If you earn $17 an hour, your paycheck will be noticeably less than $17 times your hours.

If your hours change week to week, look at your last two or three months and use your **lowest** typical month to plan. Extra money in a good month becomes a bonus for savings.

Count all sources:

- Paychecks from jobs
- Side work (cash jobs, deliveries, selling things)
- Regular support you receive

## Needs vs. wants

**Needs** are things you must pay for to live and keep working:

- Rent or your share of household costs
- Basic groceries
- Utilities and a basic phone plan
- Transportation to work
- Minimum debt payments
- Insurance and medical costs

**Wants** make life better but aren't required:

- Eating out and delivery
- Streaming services and gaming
- New clothes beyond the basics
- Upgrading your phone

## The gray zone

Some things are part need, part want. You need a phone, but you don't need the newest model with the biggest plan. You need food, but not $15 lunches every day. Ask yourself: **what's the basic version of this need, and what part is a want?**

## Try it

Write down every expense you can remember from last month and mark each one **N** (need) or **W** (want). Most people are surprised by how much the small wants add up.
`,
        },
        {
          id: "b36077cc-fb25-4404-826c-9c24b3b79d16",
          title: "Building a 50/30/20 Budget",
          description: "Use a simple, flexible rule to divide your take-home pay.",
          duration: "14 min",
          content: `
# Building a 50/30/20 Budget

The **50/30/20 rule** is an easy starting point for a budget. It divides your take-home pay into three buckets.

## The three buckets

- **50% for needs:** rent, groceries, utilities, transportation, minimum payments.
- **30% for wants:** fun, eating out, hobbies, subscriptions.
- **20% for savings and extra debt payments:** emergency fund, goals, paying debts down faster.

## An example

Jordan takes home **$2,400 a month**.

| Bucket | Percent | Amount |
|---|---|---|
| Needs | 50% | $1,200 |
| Wants | 30% | $720 |
| Savings and debt | 20% | $480 |

If Jordan's rent alone is $900, needs might take 60% instead of 50%. That's okay. The rule is a guide, not a law. Jordan can shrink wants to 20% and keep saving.

## Start your emergency fund

Your first savings goal is a **starter emergency fund of $500 to $1,000**. That covers a car repair or a surprise bill without using a credit card or payday loan. After that, work toward **3 months of basic expenses**.

## Pay yourself first

Set up an **automatic transfer** into savings on payday. If the money moves before you see it, you won't miss it. Even $20 a paycheck builds the habit.

## Irregular expenses

Some costs don't come every month: car registration, birthdays, school fees, work boots. Add them up for the year, divide by 12, and set that amount aside monthly in a separate savings "bucket".

## Make it yours

Your budget should fit your life. If a rule feels impossible, change the numbers, but keep the habit: **every dollar gets a job before the month starts.**
`,
        },
        {
          id: "b45096fe-1fe8-4ff0-8b5d-74f6bbc18338",
          title: "Tracking Your Spending",
          description: "Simple tools and habits for seeing where every dollar goes.",
          duration: "9 min",
          content: `
# Tracking Your Spending

A budget is a plan; tracking tells you whether the plan is working. You don't need to be perfect, you just need to be honest.

## Pick a method you'll actually use

- **Banking app:** most banks categorize your card purchases automatically. Check it weekly.
- **Budgeting app:** free apps can connect to your accounts and show spending by category.
- **Spreadsheet:** one row per purchase with date, amount and category.
- **Cash envelopes:** put cash for categories like groceries or fun into labeled envelopes. When an envelope is empty, you stop spending in that category.

## The weekly money check-in

Once a week, take 10 minutes:

1. Look at your account balance and upcoming bills.
2. Review every purchase since last week.
3. Compare your spending to your budget for each category.
4. Adjust. Overspent on food? Trim wants for the rest of the month.

## Watch for money leaks

Small, repeated purchases are the biggest budget leaks:

- **Subscriptions** you forgot about. Cancel any you haven't used in a month.
- **Delivery and convenience fees** that add 20% or more to a meal.
- **Impulse buys** at checkout or from social media ads.

A $6 drink five days a week is **$30 a week, about $1,560 a year.**

## Use the 24-hour rule

For any non-essential purchase over a set amount (say $50), wait 24 hours before buying. If you still want it tomorrow and it fits your budget, go for it.

## Celebrate progress

Every time you hit a savings milestone, notice it. Building money habits is like building strength: small, steady reps add up.
`,
        },
      ],
      quiz: {
        id: "1f2d58f3-48b7-4d3b-9d12-526f72ac5920",
        title: "Budgeting Basics Quiz",
        description: "Check your understanding of income, needs, wants and the 50/30/20 rule.",
        passThreshold: 80,
        timeLimit: 10,
        maxAttempts: 3,
        questions: [
          {
            id: "efc0c7d5-1159-4c79-a8be-d29d5b7d2e98",
            type: "multiple_choice",
            question: "In the 50/30/20 rule, what is the 20% for?",
            options: ["Rent", "Savings and extra debt payments", "Eating out", "Taxes"],
            correctAnswer: "Savings and extra debt payments",
            explanation: "20% goes to building savings and paying debt down faster.",
          },
          {
            id: "123f4b8b-6ca8-4ed2-bdfc-82177637f154",
            type: "multiple_choice",
            question: "Which of these is a 'need'?",
            options: ["A streaming subscription", "A new gaming console", "Bus fare to get to work", "Concert tickets"],
            correctAnswer: "Bus fare to get to work",
            explanation: "Transportation to work is required to keep earning income.",
          },
          {
            id: "de2c161f-b95d-4e67-9b4d-151c28f454c1",
            type: "true_false",
            question: "You should build your budget using your take-home (net) pay, not your gross pay.",
            correctAnswer: "True",
            explanation: "Net pay is what you actually have to spend after taxes and deductions.",
          },
          {
            id: "953a27ce-6121-4028-9d9a-96251dbfaa85",
            type: "multiple_choice",
            question: "If you take home $2,000 a month, how much goes to wants under 50/30/20?",
            options: ["$400", "$600", "$1,000", "$300"],
            correctAnswer: "$600",
            explanation: "30% of $2,000 is $600.",
            points: 2,
          },
          {
            id: "249859c8-6a68-4b52-bba2-ad5825805bb7",
            type: "multiple_choice",
            question: "What is a good first savings goal?",
            options: [
              "A starter emergency fund of $500 to $1,000",
              "A new car",
              "One year of expenses",
              "Nothing until all debt is gone",
            ],
            correctAnswer: "A starter emergency fund of $500 to $1,000",
            explanation: "A small emergency fund keeps surprise costs from becoming debt.",
          },
          {
            id: "1848039f-7303-4097-a6cd-05a385e74d54",
            type: "true_false",
            question: "A $6 purchase five days a week adds up to more than $1,000 a year.",
            correctAnswer: "True",
            explanation: "$6 x 5 days x 52 weeks = $1,560.",
          },
        ],
      },
    },
    {
      id: "94f888d5-1222-4a65-8efa-084c3618ce4c",
      title: "Banking Basics",
      description:
        "Choose the right accounts, understand deposit insurance and avoid costly fees and predatory services.",
      estimatedHours: "1.50",
      lessons: [
        {
          id: "aa93cdaa-eda1-4df5-9b76-aaa1ac884602",
          title: "Checking vs. Savings Accounts",
          description: "What each account is for and how to choose a bank or credit union.",
          duration: "11 min",
          content: `
# Checking vs. Savings Accounts

Having a bank or credit union account keeps your money safe, makes getting paid easier (direct deposit) and saves you the fees that check-cashing stores charge.

## Checking accounts

A checking account is for **everyday spending**. It comes with a **debit card**, lets you pay bills online and receives direct deposit from your employer.

## Savings accounts

A savings account is for money you **don't plan to spend right away**. It earns interest, shown as **APY** (annual percentage yield). Online banks often pay much higher APY than big branch banks.

Keeping savings in a separate account makes it less tempting to spend.

## Banks vs. credit unions

- **Banks** are businesses owned by shareholders.
- **Credit unions** are nonprofits owned by their members. They often have lower fees and friendlier loan terms, but you must qualify to join (by where you live, work or study).

## Is my money safe?

Deposits at banks are insured by the **FDIC**, and at credit unions by the **NCUA**, up to **$250,000** per depositor, per institution, per ownership category. If the institution fails, your insured money is protected. Look for the FDIC or NCUA logo.

## What to look for

1. **No monthly maintenance fee**, or one that's easy to waive.
2. **No or low minimum balance.**
3. A large **free ATM network**.
4. A good **mobile app** with alerts.
5. **Overdraft options** you control. You can often opt out of overdraft coverage for debit purchases, so a card is simply declined instead of costing you a fee.

## Opening an account

You'll usually need a government-issued ID, your Social Security number or ITIN, and an address. If you've had trouble with a bank before, ask about **second-chance** or **"Bank On" certified** accounts designed for people rebuilding their banking history.
`,
        },
        {
          id: "0fcec691-6ff3-4ef1-b90a-8e488b54ac37",
          title: "Avoiding Fees and Predatory Services",
          description: "Spot overdraft traps, payday loans and other services that drain your money.",
          duration: "12 min",
          content: `
# Avoiding Fees and Predatory Services

Fees are one of the fastest ways money disappears. Some financial services are designed to profit from people who are short on cash. Knowing the traps protects you.

## Overdraft fees

An **overdraft** happens when you spend more than you have in checking. Many banks cover it and charge a fee, often around **$30 or more per transaction**. Three small purchases while overdrawn can cost you about $100 in fees.

**Protect yourself:**

- Turn on **low-balance alerts** in your banking app.
- Opt out of debit card overdraft coverage.
- Link your savings account as backup.

## Payday loans

A payday loan gives you a small amount of cash until your next paycheck for a fee, often **$15 for every $100 borrowed**. That sounds small, but for a two-week loan it works out to an **annual percentage rate (APR) of almost 400%**. Many borrowers can't repay in two weeks, roll the loan over and pay fees again and again.

## Other costly services

- **Check-cashing stores** charge a percentage of every check. Direct deposit into a free account costs nothing.
- **Rent-to-own stores** can charge two or three times the item's price over time.
- **Title loans** use your car as collateral; missing payments can mean losing the car you need for work.
- **Buy now, pay later** can be useful, but stacking several plans makes it easy to overspend and miss payments.

## Better options in a pinch

1. Your **emergency fund**, even a small one.
2. A **payment plan** directly with the company you owe. Just ask.
3. A small-dollar loan from a **credit union** (some offer "payday alternative loans" with capped rates).
4. Local **community assistance** programs for rent, utilities or food.

## Scams

No real bank, employer or government agency will ask you to pay with **gift cards** or send money to "unlock" a prize or job. If it feels urgent and secretive, it's probably a scam.
`,
        },
      ],
      quiz: {
        id: "1f1e9472-4c58-4753-aeb0-e5866605d623",
        title: "Banking Speed Round",
        description: "A quick timed check on accounts, insurance and fees.",
        passThreshold: 80,
        timeLimit: 2,
        maxAttempts: 3,
        questions: [
          {
            id: "7f4dff51-3327-48f3-96cc-5d9ffc762dbc",
            type: "multiple_choice",
            question: "Up to how much does FDIC insurance cover per depositor, per bank, per ownership category?",
            options: ["$10,000", "$250,000", "$100,000", "Unlimited"],
            correctAnswer: "$250,000",
            explanation: "The standard FDIC (and NCUA) insurance amount is $250,000.",
          },
          {
            id: "ce8e8b69-81f9-4c76-aa8c-4cc91ec13657",
            type: "true_false",
            question: "A payday loan with a $15 fee per $100 borrowed for two weeks has an APR close to 400%.",
            correctAnswer: "True",
            explanation: "15% every two weeks, over 26 periods a year, is about 390% APR.",
          },
          {
            id: "5e6d89b7-f062-42eb-b675-da5460d9ff1f",
            type: "multiple_choice",
            question: "Which account is best for everyday spending with a debit card?",
            options: ["Savings account", "Certificate of deposit", "Checking account", "Retirement account"],
            correctAnswer: "Checking account",
            explanation: "Checking accounts are built for frequent deposits and payments.",
          },
          {
            id: "a9c19886-b99b-4d8a-b347-7a241fa72a3f",
            type: "true_false",
            question: "A legitimate employer may ask you to pay them with gift cards before you start a job.",
            correctAnswer: "False",
            explanation: "Requests for gift card payments are a classic sign of a scam.",
          },
          {
            id: "d9d37e4c-f780-404d-bbdf-501edd6c6d49",
            type: "multiple_choice",
            question: "Which is a good way to avoid overdraft fees?",
            options: [
              "Turn on low-balance alerts",
              "Use a check-cashing store",
              "Take a payday loan",
              "Ignore your balance",
            ],
            correctAnswer: "Turn on low-balance alerts",
            explanation: "Alerts warn you before your balance runs out so you can adjust.",
          },
        ],
      },
    },
    {
      id: "308b3545-e3fc-4dfe-a42a-8249d3f2697d",
      title: "Credit & Debt",
      description: "Learn how credit scores work, how interest grows debt and how to build credit from zero.",
      estimatedHours: "3.00",
      lessons: [
        {
          id: "c426ea38-2d8c-4d81-8ee0-93775177e06d",
          title: "How Credit Scores Work",
          description: "What goes into your credit score and why it matters.",
          duration: "13 min",
          content: `
# How Credit Scores Work

Your **credit score** is a three-digit number that tells lenders how likely you are to repay what you borrow. It affects loans, credit cards and interest rates, and landlords, insurers and some employers may check your credit history too.

## The basics

The most common score, **FICO**, ranges from **300 to 850**. Higher is better. Scores are calculated from your **credit reports**, which are kept by three credit bureaus: **Equifax, Experian and TransUnion**.

## What goes into a FICO score

| Factor | Approximate weight |
|---|---|
| Payment history (paying on time) | 35% |
| Amounts owed (credit utilization) | 30% |
| Length of credit history | 15% |
| New credit | 10% |
| Credit mix | 10% |

## The two big ones

**Payment history:** one payment that's **30 or more days late** can drop your score significantly and stay on your report for up to seven years. Set up autopay for at least the minimum.

**Credit utilization:** the percentage of your available credit that you're using. If your card limit is $1,000 and your balance is $600, your utilization is 60%, which hurts your score. Try to stay **under 30%**, and under 10% is even better.

## Checking your reports

You can get free credit reports from all three bureaus at **AnnualCreditReport.com**, the official site. Check them for accounts you don't recognize or mistakes. You have the right to **dispute errors**, and the bureau must investigate.

Checking your own credit is a **soft inquiry** and never hurts your score. Applying for new credit causes a **hard inquiry**, which can lower it a little for a short time.

## Myths

- "Carrying a balance helps your score." **False.** Paying in full is best and avoids interest.
- "Closing old cards always helps." **Not usually.** It can raise utilization and shorten your history.
`,
        },
        {
          id: "be82501a-e7a2-4646-977f-edd941e8ddbe",
          title: "Interest and the True Cost of Debt",
          description: "See how interest works and why minimum payments keep you in debt.",
          duration: "12 min",
          content: `
# Interest and the True Cost of Debt

Borrowing money isn't free. **Interest** is the price you pay to use someone else's money, and it can turn a small purchase into a big debt.

## APR

The **annual percentage rate (APR)** is the yearly cost of borrowing. Credit cards commonly charge **20% or more**. To estimate one month of interest, divide the APR by 12:

- A $500 balance at 24% APR is charged about **2% per month**, roughly **$10** in the first month.

## The minimum payment trap

Credit card minimum payments are small on purpose. Pay only the minimum on a large balance and most of your payment goes to interest, not the amount you actually borrowed. It can take **years** to pay off, and you can end up paying hundreds or thousands of dollars extra.

Your statement is required to show how long it will take to pay off the balance making only minimum payments. Read that box. It's eye-opening.

## Good debt vs. bad debt

Debt isn't always bad. Ask: **does this debt help me earn more or build something lasting?**

- **Often worth it:** affordable training that leads to a better job, a reliable used car you need for work, eventually a home.
- **Usually not worth it:** high-interest debt for things that lose value fast, like clothes, electronics and vacations.

## Paying debt down

Two popular methods:

1. **Avalanche:** pay extra on the debt with the **highest interest rate** first. This saves the most money.
2. **Snowball:** pay extra on the **smallest balance** first. Quick wins keep you motivated.

Either way, make every minimum payment on time, then throw extra money at one debt at a time.

## If you're behind

Call the lender **before** you miss a payment. Many offer hardship plans. Nonprofit credit counseling agencies can also help you make a plan, often for free or a small fee.
`,
        },
        {
          id: "338b3230-3da0-4918-9b9b-5cfedc010569",
          title: "Building Credit From Zero",
          description: "Safe, practical ways to start a credit history.",
          duration: "10 min",
          content: `
# Building Credit From Zero

Having **no credit** can be almost as hard as having bad credit. Lenders and landlords have nothing to judge you by. The good news: you can build a solid score in about a year with a few steady habits.

## Options to get started

- **Secured credit card:** you put down a deposit, often $200 to $500, which usually becomes your credit limit. You use it like a regular card, and your on-time payments are reported to the credit bureaus. Many convert to a regular card after a year of good use.
- **Credit-builder loan:** offered by many credit unions and community banks. The loan money is held in a savings account while you make payments; when you're done, you get the money plus a credit history.
- **Authorized user:** a trusted family member adds you to their card. Their good history can help you, but their late payments could hurt you, so choose carefully.
- **Rent and utility reporting:** some services can add on-time rent payments to your credit report.

## The simple system

1. Use your card for **one small, regular bill**, like your phone plan.
2. Set **autopay for the full statement balance**.
3. Keep your balance **under 30% of the limit**.
4. Don't apply for lots of cards at once.

That's it. On-time payments, low balances and time are what build a great score.

## Protect your identity

- Never share your Social Security number unless it's truly required (an employer, a bank, a government agency).
- Use strong passwords and turn on two-factor authentication for financial accounts.
- Consider a **credit freeze** at all three bureaus. It's free and stops anyone from opening new credit in your name. You can lift it when you need to apply.

## Be patient

It typically takes about **six months** of history before you have a score at all. Stick with the habits and your score will grow.
`,
        },
      ],
      quiz: {
        id: "2e079795-cc72-47b6-a3ad-9c77b4ff6190",
        title: "Credit Smarts Quiz",
        description: "Show what you know about credit scores, interest and building credit.",
        passThreshold: 75,
        timeLimit: 15,
        maxAttempts: 3,
        questions: [
          {
            id: "94d98e91-6ef8-4ea3-bf3d-0a1aae7642f4",
            type: "multiple_choice",
            question: "What is the biggest factor in a FICO credit score?",
            options: ["Credit mix", "New credit", "Your income", "Payment history"],
            correctAnswer: "Payment history",
            explanation: "Paying on time makes up about 35% of a FICO score. Income isn't part of the score.",
          },
          {
            id: "a9e7e41c-fba9-41a7-8512-68f669160439",
            type: "multiple_choice",
            question: "Your card limit is $1,000. What balance keeps your utilization under 30%?",
            options: ["$250", "$400", "$750", "$1,000"],
            correctAnswer: "$250",
            explanation: "$250 is 25% of $1,000. The other choices are 40% or more.",
            points: 2,
          },
          {
            id: "e1b72eca-0811-4ac3-8539-03e26bdfe1e2",
            type: "true_false",
            question: "Checking your own credit report lowers your credit score.",
            correctAnswer: "False",
            explanation: "Checking your own credit is a soft inquiry and has no effect on your score.",
          },
          {
            id: "71c02d0b-10a7-46ad-8127-c83918e722a6",
            type: "multiple_choice",
            question: "What is the official site for free credit reports?",
            options: [
              "FreeCreditScoreNow.net",
              "Any site that asks for your card number",
              "AnnualCreditReport.com",
              "Your social media profile",
            ],
            correctAnswer: "AnnualCreditReport.com",
            explanation: "AnnualCreditReport.com is the official source authorized by federal law.",
          },
          {
            id: "0075dba6-ab6e-46a0-bba6-cfc9d832f322",
            type: "multiple_choice",
            question: "Which debt payoff method saves the most money on interest?",
            options: [
              "Snowball (smallest balance first)",
              "Paying only minimums",
              "Paying a random card each month",
              "Avalanche (highest interest rate first)",
            ],
            correctAnswer: "Avalanche (highest interest rate first)",
            explanation: "Targeting the highest rate first reduces the total interest you pay.",
          },
          {
            id: "b26d077f-72e7-45d8-a2ee-997d30cc4705",
            type: "true_false",
            question: "With a secured credit card, your deposit usually becomes your credit limit.",
            correctAnswer: "True",
            explanation: "The deposit protects the lender and typically sets your limit.",
          },
          {
            id: "38122ef7-c18c-49bb-829d-081e40147f98",
            type: "multiple_choice",
            question: "About how much interest is charged in one month on a $500 balance at 24% APR?",
            options: ["$1", "$10", "$50", "$120"],
            correctAnswer: "$10",
            explanation: "24% / 12 = 2% per month, and 2% of $500 is $10.",
          },
        ],
      },
    },
    {
      id: "ac6fba90-eceb-4db8-9b22-41c432bdb4b4",
      title: "Paychecks & Taxes",
      description: "Read every line of your pay stub and file your first tax return with confidence.",
      estimatedHours: "2.00",
      lessons: [
        {
          id: "ec4177ea-7edc-4755-b4db-0be6d11ffc08",
          title: "Reading Your Pay Stub",
          description: "Understand gross pay, deductions and net pay.",
          duration: "11 min",
          content: `
# Reading Your Pay Stub

Your pay stub explains exactly how your employer got from what you earned to what you received. Check it every payday. Mistakes happen, and you can only fix what you notice.

## Key terms

- **Gross pay:** your total earnings before anything is taken out (hours times rate, plus overtime).
- **Net pay:** your take-home pay after all deductions.
- **YTD (year to date):** totals since January 1.
- **Pay period:** the dates the paycheck covers.

## Common deductions

- **Federal income tax:** withheld based on the **Form W-4** you filled out when hired.
- **Social Security (6.2%)** and **Medicare (1.45%)**: together called **FICA**, 7.65% of most wages. These fund benefits you'll rely on later.
- **State and local income tax:** depends on where you live and work. Some states have none.
- **Health, dental and vision insurance** premiums, if you enrolled.
- **Retirement contributions**, like a 401(k). If your employer offers a **match**, contribute at least enough to get it. It's free money.
- **Union dues**, if you're in a union.

## Check your hours and overtime

Under federal law, most hourly workers must be paid **time and a half** for hours over 40 in a workweek. At $18 an hour, overtime is $27 an hour. Keep your own record of hours and compare it to each stub.

## Employee or contractor?

If you receive a **W-2** at the end of the year, you're an employee and taxes are withheld for you. If you receive a **1099**, you're an independent contractor: **no taxes are withheld**, and you're responsible for paying them, including self-employment tax. Set aside about **25 to 30%** of contractor income for taxes.

## Spot a problem?

Talk to your supervisor or payroll department calmly and bring your records. Most errors are honest mistakes and get fixed on the next check.
`,
        },
        {
          id: "65cbfb33-27ba-474a-b120-25e92ee4b8ba",
          title: "Filing Your First Tax Return",
          description: "What forms you need, where to file for free and how refunds work.",
          duration: "13 min",
          content: `
# Filing Your First Tax Return

Filing taxes sounds scary, but for most people with one or two jobs it takes about an hour. Many young workers get money back.

## Why file?

- It's required if your income is above a certain amount.
- Even if you earned less, filing may get back the income tax that was withheld from your paychecks.
- You might qualify for credits like the **Earned Income Tax Credit (EITC)**, which can mean a significant refund for lower-income workers.

## What you need

- Your **W-2** from each employer (they must send these by **January 31**).
- Any **1099** forms for contractor or side income.
- Your Social Security number or ITIN.
- Your bank account and routing numbers for **direct deposit** of your refund (the fastest way to get it).

## Where to file for free

- **IRS Free File:** free guided software for many taxpayers.
- **VITA (Volunteer Income Tax Assistance):** IRS-certified volunteers prepare your return for free if you have low to moderate income. Many community centers and libraries host VITA sites.
- Be cautious with paid preparers offering "instant refund" loans. The fees can be high.

## Deadlines

Federal returns are usually due **April 15**. If you owe and can't pay in full, **file on time anyway** and ask the IRS for a payment plan. The penalty for not filing is much bigger than the penalty for not paying.

## Refund or bill?

- **Refund:** more tax was withheld than you owed. The government gives back the difference.
- **Amount due:** not enough was withheld. You may need to update your W-4 so it doesn't happen again.

A big refund feels good, but it means you loaned the government money all year for free. A smaller refund and bigger paychecks can be better for your budget.

## Keep copies

Save your return and forms for at least **three years**. You'll need them for apartment applications, financial aid and loans.
`,
        },
      ],
      project: {
        id: "804b7470-a716-4f64-a240-b66109397f1a",
        title: "My First Monthly Budget",
        description:
          "Create a realistic monthly budget based on your own income (or a job you're aiming for) and reflect on the choices you made.",
        requirements: `
- State your monthly take-home pay and how you calculated it
- List at least 10 expenses, each labeled as a need or a want
- Show how your plan compares to the 50/30/20 guideline and explain any differences
- Include a savings goal with a target amount and a date
- Identify one money leak you will cut and how much it will save per year
- Write 250 to 500 words, and you may paste a simple table into your answer
`,
        submissionFormat: "text",
        maxSubmissions: 2,
      },
    },
  ],
};
