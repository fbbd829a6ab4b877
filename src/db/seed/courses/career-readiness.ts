import type { CourseSeed } from "../types.js";

export const careerLaunch: CourseSeed = {
  id: "c2bb3fcc-7ce0-4729-b906-fa2e1af493af",
  slug: "career-launch",
  title: "Career Launch: Resumes, Interviews & Your First Job",
  description:
    "Turn your new skills into a paycheck. Discover which trade paths fit you, build a resume that gets calls back, and walk into interviews prepared, confident and ready for your first 90 days.",
  category: "Career Readiness",
  isFree: true,
  price: "0",
  duration: "3 weeks",
  rating: "4.60",
  reviewCount: 142,
  standards: "NACE Career Readiness Competencies; U.S. Department of Labor Employability Skills Framework",
  isFeatured: false,
  modules: [
    {
      id: "1851ddc2-963f-4f22-9d22-e019073bc73e",
      title: "Know Your Strengths",
      description: "Explore trade career paths and identify the transferable skills you already have.",
      estimatedHours: "1.50",
      lessons: [
        {
          id: "b6fc6b70-c135-4477-bf17-752e59b31a0f",
          title: "Finding Your Fit in the Trades",
          description: "Compare trade careers by daily work, training path and pay.",
          duration: "12 min",
          content: `
# Finding Your Fit in the Trades

The skilled trades offer solid pay, real job security and work you can be proud of. But "the trades" covers dozens of careers, and the right fit depends on who you are.

## Ask yourself

- Do I like working **outdoors** or **indoors**?
- Do I prefer **physical work**, **detailed precision work**, or **working with people**?
- Am I okay with **early mornings**, **nights and weekends**, or **travel**?
- Do I want to **earn while I learn** in an apprenticeship, or take a short training program first?

## Common paths

- **Carpentry:** framing, finish work and cabinets. Active, outdoors much of the year, mostly learned through apprenticeships.
- **Electrical:** wiring homes and businesses. Requires strong math and attention to detail; apprenticeships often run four to five years and lead to a license.
- **Auto and diesel technology:** diagnosing and repairing vehicles. Problem-solving every day; ASE certifications boost your pay.
- **Culinary:** fast-paced and creative. You can start quickly and move up through skill and reliability.
- **Urban agriculture and landscaping:** outdoor work growing food and green spaces, with paths into parks departments, nonprofits and your own business.

## Apprenticeships

A **registered apprenticeship** is a paid job with structured training. You earn a wage from day one, with raises as your skills grow, and finish with a nationally recognized credential. Many apprentices finish with **no student debt**. Search the U.S. Department of Labor's **Apprenticeship.gov** finder to see programs near you.

## Do your research

1. Look up careers on **CareerOneStop** or the **Occupational Outlook Handbook** for pay and job growth in your state.
2. Talk to someone who does the job. Ask what a normal day is like and what they wish they'd known.
3. If you can, **job shadow** for a day.

There's no wrong first step. Many tradespeople switch paths, and skills from one trade almost always help in another.
`,
        },
        {
          id: "58c5c126-ce1c-463e-a579-a8a374aa5f90",
          title: "Transferable Skills You Already Have",
          description: "Recognize and describe the skills from your life that employers value.",
          duration: "10 min",
          content: `
# Transferable Skills You Already Have

Maybe you've never had a "real" job. You still have skills employers want. **Transferable skills** are abilities you built in one part of your life that carry over to work.

## Where skills come from

- **Caring for siblings or family members:** responsibility, patience, time management, handling emergencies.
- **Sports and teams:** teamwork, showing up to practice, taking coaching, performing under pressure.
- **Gaming:** strategy, problem-solving, learning complex systems, online teamwork.
- **Side hustles:** customer service, handling money, marketing yourself.
- **Fixing things at home:** mechanical thinking, troubleshooting, using tools.
- **Getting through hard times:** resilience, adaptability, staying calm.

## The skills employers rank highest

Surveys of employers consistently highlight:

1. **Dependability:** showing up on time, every time.
2. **Communication:** listening, asking questions, explaining clearly.
3. **Teamwork:** helping others and taking direction.
4. **Problem-solving:** figuring out what to do when things go wrong.
5. **Willingness to learn:** taking feedback without getting defensive.

## Turning experience into evidence

Employers believe examples, not adjectives. Instead of saying "I'm responsible," say:

> "For two years I got my younger brothers up, fed and to school every morning before my own classes started."

That single sentence proves dependability, time management and maturity.

## Try it

Make three columns on a sheet of paper:

| Something I did | Skill it shows | One-sentence example |
|---|---|---|

Fill in at least five rows. You'll use them on your resume and in interviews in the next modules.
`,
        },
      ],
      quiz: {
        id: "3df6f2db-aa0f-4d66-a03f-6bfe63a903e1",
        title: "Career Fit Check",
        description: "A short check on career paths, apprenticeships and transferable skills.",
        passThreshold: 70,
        timeLimit: 10,
        maxAttempts: 3,
        questions: [
          {
            id: "194790c9-a5c4-481b-aee6-ee377c21a884",
            type: "true_false",
            question: "In a registered apprenticeship, you earn a wage while you learn.",
            correctAnswer: "True",
            explanation: "Apprenticeships are paid jobs that include structured training.",
          },
          {
            id: "b1fa3f02-a301-419c-9a67-6df92d4da2ab",
            type: "multiple_choice",
            question: "Which is the strongest way to show an employer you are dependable?",
            options: [
              "Say 'I'm very dependable'",
              "List 'dependable' three times on your resume",
              "Wait for them to ask",
              "Give a specific example of a responsibility you handled consistently",
            ],
            correctAnswer: "Give a specific example of a responsibility you handled consistently",
            explanation: "Specific examples are evidence; adjectives are just claims.",
          },
          {
            id: "441d06e3-3ba8-47fb-9fed-62234be2f940",
            type: "multiple_choice",
            question: "Which website is the U.S. Department of Labor's apprenticeship finder?",
            options: ["Apprenticeship.gov", "JobsForFree.biz", "A social media page", "AnnualCreditReport.com"],
            correctAnswer: "Apprenticeship.gov",
            explanation: "Apprenticeship.gov lists registered apprenticeship opportunities nationwide.",
          },
          {
            id: "91ea252d-a420-4ad2-b60c-e397905d4ea9",
            type: "true_false",
            question: "Skills from caring for family members can't count as work experience.",
            correctAnswer: "False",
            explanation: "Caregiving builds real, transferable skills like responsibility and time management.",
          },
          {
            id: "2fca3a5c-bdda-470c-9717-56006c9b415c",
            type: "multiple_choice",
            question: "What is a transferable skill?",
            options: [
              "A certificate you can give to a friend",
              "A skill built in one setting that is useful in another",
              "A skill only used in one job",
              "A skill you learn after being hired",
            ],
            correctAnswer: "A skill built in one setting that is useful in another",
            explanation: "Transferable skills carry over between school, home, hobbies and work.",
          },
        ],
      },
    },
    {
      id: "eac6c682-b602-4b29-b4c3-f03b234dcf04",
      title: "Resumes & Applications",
      description:
        "Write a focused one-page resume, fill out applications completely and clean up your online presence.",
      estimatedHours: "2.50",
      lessons: [
        {
          id: "ace9768a-22ac-434b-b45a-4f997d317f6b",
          title: "Writing a One-Page Resume",
          description: "Structure, wording and formatting for an entry-level trades resume.",
          duration: "16 min",
          content: `
# Writing a One-Page Resume

A hiring manager may spend **less than 30 seconds** on your resume. Your goal is simple: make it easy for them to see you can do the job and that you'll show up.

## The sections

1. **Header:** your name (large), phone number, a professional email address and your city and state. You don't need your full street address.
2. **Summary (2 lines):** who you are and what you're looking for. *"Reliable carpentry student with hands-on framing and finish experience, seeking an entry-level carpenter helper position."*
3. **Skills:** tools, equipment and certifications, such as circular saw, power drills, OSHA 10, ServSafe Food Handler, forklift.
4. **Experience:** jobs, volunteer work, internships and significant projects. Most recent first.
5. **Training and education:** programs like this academy, high school diploma or GED, and any courses in progress.

## Writing strong bullet points

Start each bullet with an **action verb** and include a number when you can:

- Weak: "Responsible for helping with garden."
- Strong: "**Built** 12 raised garden beds with a team of 6 volunteers in one day."

Good action verbs: built, repaired, installed, prepared, organized, trained, served, maintained, inspected, improved.

## Formatting rules

- **One page.**
- A clean, simple font at 10 to 12 points, with consistent spacing.
- No photos, no fancy graphics, no personal details like age or religion.
- Save and send as a **PDF** named clearly: *Firstname-Lastname-Resume.pdf*.

## Tailor it

Read the job posting and match your wording to theirs. If the posting says "valid driver's license and ability to lift 50 pounds," and you have both, make sure your resume shows it.

## Proofread

One typo can get a resume tossed. Read it out loud, then ask a mentor or friend to read it too.
`,
        },
        {
          id: "c58ef867-1de0-44a2-8919-cc6eca67a023",
          title: "Applications, References and Your Online Presence",
          description: "Complete applications, choose references and make sure your online profile helps you.",
          duration: "12 min",
          content: `
# Applications, References and Your Online Presence

Your resume gets attention, but applications, references and your online presence often decide who gets the interview.

## Filling out applications

- Fill in **every field**. Write "N/A" if something doesn't apply rather than leaving it blank.
- Have your information ready: past employers' names, addresses, dates and supervisor names.
- Be honest. A false statement found later can get you fired.
- For questions about **availability**, be as flexible as you truthfully can. Availability is one of the first things employers screen for.
- For questions about criminal history, know your rights. Many cities and states have **"ban the box"** or fair chance laws that limit when employers can ask. Answer truthfully when asked, and prepare a short, honest explanation focused on what you've done since.

## Choosing references

A reference is someone who can speak to your work habits and character:

- Instructors from this academy
- Mentors and coaches
- Past supervisors, including from volunteer work
- Not family members or close friends

**Always ask permission first**, and let them know which jobs you're applying for so they aren't surprised by a call. List each reference's name, title, relationship to you, phone number and email on a separate page.

## Your online presence

Many employers search applicants online.

1. Search your own name and see what comes up.
2. Set personal social media accounts to **private**, or remove posts with violence, drugs, hate or unprofessional language.
3. Use a **professional email address**, ideally just your name.
4. Consider a simple **professional profile** on a career networking site, with a clear photo and your skills and training listed.
5. Post photos of your projects, such as builds, dishes and gardens. A visual portfolio is powerful in the trades.

## Follow up

About a week after applying, a short, polite call or email asking about the status of your application shows initiative.
`,
        },
      ],
      project: {
        id: "914409cc-4e0a-4b58-8ffb-cd91a28742b8",
        title: "Build Your Resume",
        description:
          "Create a complete one-page resume targeted at a real entry-level job posting in the trade you're most interested in.",
        requirements: `
- Paste the job posting's title and its three most important requirements at the top
- Include a header, summary, skills, experience and training sections
- Write at least 5 bullet points that start with action verbs, with numbers in at least 2 of them
- Show how at least two of your bullets match the posting's requirements
- List 2 references with their relationship to you (you may leave out phone numbers for privacy)
- Paste the full resume text into your submission
`,
        submissionFormat: "text",
        maxSubmissions: 3,
      },
    },
    {
      id: "7960d9f0-5962-4229-bfff-e02a60e8dcc6",
      title: "Interviews & Your First 90 Days",
      description:
        "Prepare for interviews, answer questions with the STAR method and build a strong reputation at your new job.",
      estimatedHours: "2.50",
      lessons: [
        {
          id: "39271fae-1769-4cf3-a8a0-be63c4393d05",
          title: "Preparing for the Interview",
          description: "Research, practice and logistics that set you up to succeed.",
          duration: "13 min",
          content: `
# Preparing for the Interview

Most interview nerves come from not knowing what to expect. Preparation turns nervous energy into confidence.

## Research the employer

- Read their website and any reviews.
- Know what they do: do they build houses or commercial buildings? Is it a fast-casual restaurant or fine dining?
- Prepare one sentence about why you want to work **there**, not just anywhere.

## Practice common questions

Say your answers out loud, ideally to a mentor in a mock interview:

- "Tell me about yourself." (Keep it to about 60 seconds: your training, your strengths, why this job.)
- "Why do you want to work here?"
- "Tell me about a time you made a mistake."
- "How do you handle a difficult coworker or customer?"
- "What is your availability?"
- "Do you have reliable transportation?"

## What to bring

- Several printed copies of your resume
- Your reference list
- Copies of certificates (OSHA 10, food handler card)
- A pen and a small notebook
- Your ID

## What to wear

Dress **one step nicer** than the daily work clothes for the job. For a construction or shop interview, clean work pants, a plain collared shirt and clean boots are perfect. For a restaurant, neat and simple clothing. Avoid strong cologne or perfume, and keep your phone silenced and put away.

## Logistics

- Plan your route the day before and do a test run if you can.
- Arrive **10 minutes early**. Not 30 minutes, which can be awkward; not 1 minute late, which can cost you the job.
- If something goes wrong and you'll be late, **call before** the interview time.

## Questions to ask them

Always have two ready:

- "What does a typical day look like for someone in this role?"
- "What do your best new hires do in their first few months?"

## Afterward

Send a short thank-you email or text within 24 hours, mentioning something specific you talked about.
`,
        },
        {
          id: "32e27439-2478-47f3-9576-55d1e6695b37",
          title: "The STAR Method",
          description: "Answer behavioral questions with clear, memorable stories.",
          duration: "11 min",
          content: `
# The STAR Method

Many interview questions start with **"Tell me about a time when..."**. These are behavioral questions, and the **STAR method** helps you answer them with a clear, complete story.

## STAR stands for

- **Situation:** set the scene in one or two sentences.
- **Task:** what you needed to do or the problem you faced.
- **Action:** what **you** did, step by step. This is the most important part. Say "I", not "we".
- **Result:** what happened, with numbers if possible, and what you learned.

## Example

**Question:** "Tell me about a time you made a mistake."

- **Situation:** "During my carpentry course, we were building sawhorses for the shop."
- **Task:** "I was responsible for cutting all eight legs to the same length."
- **Action:** "I measured the first one wrong by half an inch and used it as my pattern, so all eight were short. When I noticed during assembly, I told my instructor right away, recut new legs from the scrap pile and started using a stop block so every piece matched."
- **Result:** "We finished on time, and I learned to double-check my first piece before using it as a pattern. Now I use a stop block for every repeated cut."

Notice the mistake is real, the student owned it, and the answer ends on what they learned.

## Build your story bank

Prepare **four or five stories** you can adapt to different questions:

1. A time you solved a problem
2. A time you worked on a team
3. A time you made a mistake
4. A time you handled stress or a deadline
5. A time you helped someone

One good story can answer several questions.

## Tips

- Keep each answer to about **one to two minutes**.
- Be honest. Interviewers can tell when a story is invented.
- Never badmouth a past boss or coworker, even if they deserved it. Focus on what you did.
`,
        },
        {
          id: "f92510cd-475c-40ca-a7f9-b87890641994",
          title: "Thriving in Your First 90 Days",
          description: "Habits that build trust and set you up for raises and promotions.",
          duration: "12 min",
          content: `
# Thriving in Your First 90 Days

Getting hired is the start, not the finish. Many employers treat the first **90 days as a probation period**. The habits you build now shape your reputation for years.

## The basics that matter most

- **Be early.** On a job site, "on time" means ready to work at start time, with boots on and tools out.
- **Call, don't text, if you'll be late or absent**, and do it as early as possible. Follow your employer's call-out policy exactly.
- **Put the phone away** while working unless it's part of the job.
- **Follow safety rules every time**, even when others take shortcuts.

## Learn like a pro

1. **Carry a small notebook.** Write down names, instructions, measurements and questions.
2. **Ask questions at the right time.** If it's about safety, ask immediately. Otherwise save non-urgent questions for a natural break.
3. **Watch experienced workers** and ask if you can help with the next task.
4. **Never pretend you understand.** "Can you show me once more?" is always better than redoing a job.

## Handling feedback

You will get corrected, sometimes bluntly. That's normal in the trades and in kitchens. Say **"Got it, thanks,"** make the change and show you learned. Being coachable is the number one thing supervisors mention when they recommend someone for a raise.

## Know your rights

You have the right to a safe workplace, to be paid for every hour you work (including overtime), and to report unsafe conditions without retaliation. Keep your own record of hours and check every pay stub.

## Set goals

At about 30 days, ask your supervisor: *"How am I doing? What should I focus on to keep improving?"* At 90 days, ask what it takes to earn the next certification, raise or responsibility.

## Take care of yourself

Long days, early mornings and physical work are tiring. Sleep, eat real food and stay hydrated. Use your mentor: call them when things are great and when they're hard. You earned this job, and you can keep it.
`,
        },
      ],
      quiz: {
        id: "f5f62c2c-36ac-4604-b962-5d5ff1e60296",
        title: "Interview Ready Quiz",
        description: "Check that you're ready for interviews and your first weeks on the job.",
        passThreshold: 70,
        timeLimit: 12,
        maxAttempts: 3,
        questions: [
          {
            id: "1d2cf402-342b-4e8a-af47-e7c803819b8e",
            type: "multiple_choice",
            question: "In the STAR method, what does the 'A' stand for?",
            options: ["Attitude", "Answer", "Action", "Ability"],
            correctAnswer: "Action",
            explanation: "Situation, Task, Action, Result. The action is what you personally did.",
          },
          {
            id: "d96e27ea-0760-4228-9ebc-edca72bb7140",
            type: "multiple_choice",
            question: "How early should you arrive for an interview?",
            options: ["About 10 minutes early", "Right on time", "An hour early", "It doesn't matter"],
            correctAnswer: "About 10 minutes early",
            explanation: "Ten minutes shows you're prepared without being awkwardly early.",
          },
          {
            id: "9bb7dbe9-e4c0-44cf-bf3e-65049ccc340b",
            type: "true_false",
            question: "If a past boss treated you unfairly, you should explain that in detail during interviews.",
            correctAnswer: "False",
            explanation:
              "Speaking negatively about past employers worries interviewers. Focus on what you learned and did.",
          },
          {
            id: "4f8f51d3-329e-4256-87ee-7596d3cf5357",
            type: "multiple_choice",
            question: "You're going to be late for your shift. What should you do?",
            options: [
              "Just show up when you can",
              "Post about it on social media",
              "Ask a coworker to cover without telling anyone",
              "Call your supervisor as early as possible, following the call-out policy",
            ],
            correctAnswer: "Call your supervisor as early as possible, following the call-out policy",
            explanation: "Early, direct communication protects your reputation and your job.",
            points: 2,
          },
          {
            id: "f6afe3eb-99a7-46af-b94a-584c4714a382",
            type: "true_false",
            question: "Sending a thank-you message within 24 hours after an interview is a good practice.",
            correctAnswer: "True",
            explanation: "A short, specific thank-you helps you stand out.",
          },
          {
            id: "477cc0df-7438-4af2-bb9b-3344a42092df",
            type: "multiple_choice",
            question: "Which is the best response to blunt feedback from a supervisor?",
            options: [
              "Argue until they see your side",
              "'Got it, thanks,' then make the change",
              "Ignore it",
              "Complain to coworkers",
            ],
            correctAnswer: "'Got it, thanks,' then make the change",
            explanation: "Being coachable builds trust and leads to raises and promotions.",
          },
        ],
      },
    },
  ],
};
