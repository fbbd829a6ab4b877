import type { blogPosts } from "../schema/index.js";

export type BlogPostSeed = typeof blogPosts.$inferInsert & { id: string };

/** Post bodies are plain paragraphs separated by blank lines. */
const paragraphs = (...parts: string[]): string => parts.join("\n\n");

export const blogPostSeeds: BlogPostSeed[] = [
  {
    id: "f1c72277-774a-4da6-9a65-a586ea9e573f",
    title: "Meet Jasmine: From Nervous Beginner to Union Apprentice",
    excerpt:
      "Two years ago Jasmine Carter had never used a power saw. Today she frames houses as a first-year union carpenter apprentice.",
    category: "Student Spotlight",
    imageUrl: "/images/blog/meet-jasmine.svg",
    isPublished: true,
    publishedAt: new Date("2026-01-14T15:00:00Z"),
    content: paragraphs(
      'When Jasmine Carter walked into her first carpentry session, she sat in the back row and kept her hands in her pockets. "I was sure everybody else already knew what they were doing," she remembers. "I didn\'t even know what a speed square was."',
      "What changed things was repetition. Every class started with the same safety routine: glasses on, check the blade guard, clear the cut line, two hands on the saw. By the third week Jasmine was the one reminding other students to unplug before changing a blade.",
      'Her first real project was a sawhorse. Her second was a workbench, which she still uses in her apartment. "The workbench was the first thing I ever built that I was proud to show people," she says. "It\'s a little wobbly on one leg, but it\'s mine."',
      "With help from her mentor, master carpenter Marcus Bell, Jasmine practiced for the apprenticeship aptitude test and rehearsed her interview answers out loud until they felt natural. She was accepted into the carpenters union apprenticeship program on her first try.",
      'Today she earns a real wage while she learns, with raises built into every stage of the program. Her advice for new students is simple: "Ask the question you think is dumb. Somebody else in the room is wondering the same thing, and the instructors actually want you to ask."',
    ),
  },
  {
    id: "d5127643-198e-45f1-b6a4-1554bd8c686b",
    title: "5 Tape Measure Tricks Every New Builder Should Know",
    excerpt:
      "Your tape measure can do a lot more than you think. Here are five habits that make your cuts more accurate starting today.",
    category: "Trade Tips",
    imageUrl: "/images/blog/tape-measure-tricks.svg",
    isPublished: true,
    publishedAt: new Date("2026-02-10T15:00:00Z"),
    content: paragraphs(
      "The tape measure is the tool you will reach for more than any other on a job site, so it pays to really know it. These five habits come straight from our carpentry instructors, and every one of them will save you wasted wood.",
      "First, the loose hook on the end is supposed to slide. It moves exactly the thickness of the hook so your measurement is correct whether you hook it over an edge (pull) or press it against a surface (push). Never bend it back to make it 'tight'.",
      "Second, learn the marks. Most tapes highlight every 16 inches, the standard spacing for wall studs, and many also mark 19 3/16 inches for engineered joists. Knowing these means you can lay out a wall without doing math every time.",
      "Third, 'burn an inch' for accuracy on tricky measurements. Start your measurement at the 1-inch mark instead of the hook, then subtract one inch from the reading. Just don't forget to subtract!",
      "Fourth, mark with a V instead of a line. Put the point of a small V exactly on the measurement, and then use your square to draw your cut line through the point. A V is much easier to see and more precise than a quick dash.",
      "Finally, measure twice and cut once really works, but add one more step: say the number out loud when you write it down. Saying 'thirty-four and five-eighths' catches a surprising number of mistakes before they turn into scrap.",
    ),
  },
  {
    id: "d63bda7e-c08a-4b01-8e69-0907338d9762",
    title: "Our Spring Community Garden Build Day Was a Huge Success",
    excerpt:
      "Sixty volunteers, twelve raised beds and four tons of compost: here's how our urban gardening students transformed a vacant lot in one Saturday.",
    category: "Community",
    imageUrl: "/images/blog/garden-build-day.svg",
    isPublished: true,
    publishedAt: new Date("2026-03-18T15:00:00Z"),
    content: paragraphs(
      "On a chilly Saturday morning in March, more than sixty volunteers showed up at an empty lot on Maple Street with shovels, wheelbarrows and a lot of coffee. By sunset the lot had twelve cedar raised beds, a tool shed and a new name: the Maple Street Growing Space.",
      "Our urban gardening students led the day. They had spent weeks planning the layout, calculating how much soil and compost each bed needed and figuring out which corner of the lot got the most sun. Seeing their plans become real was the best part of the day.",
      "Carpentry students joined in too, cutting and assembling the bed frames on site. Several of them had never built anything outdoors before, and they got a crash course in working with rough-sawn lumber and keeping long sides square.",
      "The beds are now planted with lettuce, peas, spinach and radishes for the spring season, with tomatoes, peppers and beans going in after the last frost. Neighbors can sign up to adopt a bed, and half of the harvest goes to the food pantry two blocks away.",
      "Thank you to every volunteer, to the local hardware store that donated lumber, and to the city parks department for the compost delivery. If you want to help with summer workdays, stop by any Saturday morning. Gloves are provided.",
    ),
  },
  {
    id: "1937b5c8-354f-44ed-a841-154d48bbf043",
    title: "How to Explain a Gap in Your Work History",
    excerpt:
      "A gap on your resume doesn't have to end an interview. Here's how to talk about it honestly and move the conversation forward.",
    category: "Career Advice",
    imageUrl: "/images/blog/work-history-gap.svg",
    isPublished: true,
    publishedAt: new Date("2026-04-22T15:00:00Z"),
    content: paragraphs(
      "Lots of people have gaps in their work history. Maybe you were caring for family, dealing with health problems, finishing school, or going through something harder. Employers see gaps all the time, and what they really want to know is whether you are ready to work now.",
      "Start by being honest but brief. You don't owe an interviewer your whole story. One or two sentences is enough: \"I took time away from work to care for my grandmother. She's doing better now, and I'm ready to commit to a full-time role.\"",
      "Next, talk about what you did during that time. Did you take courses, volunteer, help at a family business or learn a skill on your own? Completing a training program like ours counts. So does fixing cars for neighbors or running a small garden.",
      'Then pivot to the future. Finish your answer by connecting yourself to the job: "During that time I completed a carpentry certificate, and I\'m excited to use those skills on your crew." Ending on the job keeps the focus where you want it.',
      "If your gap involves the justice system, know that many employers actively practice second-chance hiring, and some states and cities limit when employers can ask about records. Our career coaches can help you practice this conversation until it feels comfortable.",
      "Finally, practice out loud. Say your answer to a friend, a mentor or a mirror until you can say it calmly in under thirty seconds. Confidence in how you answer matters almost as much as what you say.",
    ),
  },
  {
    id: "ce44e580-4286-4dfd-97fe-a6b4ab385abb",
    title: "New Course: Electrical Basics Is Now Open for Enrollment",
    excerpt:
      "Learn how circuits work, how to stay safe around electricity and how to wire outlets and switches in our newest course.",
    category: "Announcements",
    imageUrl: "/images/blog/electrical-course-launch.svg",
    isPublished: true,
    publishedAt: new Date("2026-05-27T15:00:00Z"),
    content: paragraphs(
      "We are excited to announce that Electrical Basics: Circuits, Safety & Residential Wiring is now open for enrollment. Many of you asked for an electrical course after finishing carpentry, and we listened.",
      "The course covers how voltage, current and resistance work together, how to use a multimeter, the lockout/tagout habits that keep electricians alive, and how to wire standard receptacles and switches the way the National Electrical Code expects.",
      "It was built with licensed electricians, including our mentor Tasha Whitfield, who reviewed every lesson. Hands-on practice uses low-voltage training boards, and students will never work on live household circuits as part of the course.",
      "Electrical apprenticeships are some of the best-paying paths in the building trades, and the aptitude tests often include algebra and reading comprehension. This course includes practice problems to help you get ready.",
      "Scholarships are available for students who cannot cover the course fee. Reach out to our admissions team and we will work with you. Nobody gets turned away because of money.",
    ),
  },
  {
    id: "67746df9-15ef-47fd-b1ea-f5c06c1277dc",
    title: "Your First Paycheck: Where Does All the Money Go?",
    excerpt:
      "Your first paycheck is always smaller than you expect. Here's what each deduction means and how to make a plan for what's left.",
    category: "Trade Tips",
    imageUrl: "/images/blog/first-paycheck.svg",
    isPublished: true,
    publishedAt: new Date("2026-07-08T15:00:00Z"),
    content: paragraphs(
      "You worked 80 hours at $18 an hour, so your paycheck should be $1,440, right? Then you open it and see something closer to $1,150. Don't panic. Nobody stole your money; it went to deductions, and understanding them is step one of taking control.",
      "Federal income tax is withheld based on the W-4 form you filled out when you were hired. Social Security (6.2%) and Medicare (1.45%) together make up FICA, which is taken out of almost every paycheck. Many states also withhold state income tax.",
      "You might also see deductions for health insurance, a retirement plan like a 401(k), or union dues. These are often worth it: employer health insurance is usually much cheaper than buying it yourself, and many employers match your retirement contributions, which is free money.",
      "Once you know your real take-home pay, build your plan around that number, not your hourly rate. A simple starting point is the 50/30/20 guideline: about half for needs, about 30% for wants and 20% for savings and paying down debt. Adjust it to fit your life.",
      "Pay yourself first. Set up an automatic transfer of even $25 per paycheck into a savings account the day you get paid. An emergency fund, even a small one, keeps a flat tire from turning into a late rent payment.",
    ),
  },
  {
    id: "8db2d702-b4c5-40d1-b741-9d886a11eeb7",
    title: "Student Spotlight: Aaliyah's Special Made the Menu",
    excerpt:
      "Culinary graduate Aaliyah Brooks went from cooking for her brothers to seeing her own dish on a restaurant menu in Atlanta.",
    category: "Student Spotlight",
    imageUrl: "/images/blog/aaliyah-special.svg",
    isPublished: true,
    publishedAt: new Date("2026-08-19T15:00:00Z"),
    content: paragraphs(
      'Aaliyah Brooks has been cooking since she was eleven, when she started making dinner for her three younger brothers after school. "It was mostly spaghetti and whatever was in the freezer," she laughs. "But I loved figuring out how to make it taste better."',
      'In our Culinary Basics course she learned to hold a chef\'s knife properly, keep food out of the temperature danger zone and set up her station before service. "Mise en place changed my life," she says. "Now I can\'t cook at home without prepping everything first."',
      "After graduating she started as a prep cook at a farm-to-table restaurant. She showed up early, asked questions and took notes on everything. Within eight months she was promoted to the line.",
      "Last month the chef asked the line cooks to pitch a summer special. Aaliyah's dish, a grilled peach and black-eyed pea salad with hot honey vinaigrette, inspired by her grandmother's cooking, won. It sold out three nights in a row.",
      "Her advice for students thinking about culinary careers: \"Be the person who cleans as they go and never says 'that's not my job.' Chefs notice. Skills can be taught, but attitude gets you the chance to learn them.\"",
    ),
  },
  {
    id: "8e8578f7-d0d4-4e3b-b9bd-887c168bce0f",
    title: "Fall Planting Guide: What to Grow Before the Frost",
    excerpt:
      "Summer may be winding down, but your garden doesn't have to. These cool-season crops thrive in fall and even taste sweeter after a light frost.",
    category: "Trade Tips",
    imageUrl: "/images/blog/fall-planting-guide.svg",
    isPublished: true,
    publishedAt: new Date("2026-09-30T15:00:00Z"),
    content: paragraphs(
      "Many new gardeners pack up their beds when the tomatoes finish, but fall is one of the best growing seasons there is. Cooler temperatures mean fewer pests, less watering and crops that actually prefer the chill.",
      "Leafy greens are the easiest place to start. Kale, collards, spinach and lettuce all grow quickly from seed or transplants. Kale and collards get noticeably sweeter after a light frost, because the plants convert starches into sugars to protect themselves.",
      "Root crops like radishes, turnips and carrots are another great choice. Radishes can be ready in as little as 25 to 30 days, which makes them perfect for impatient gardeners and for teaching kids.",
      "Garlic is planted in fall but harvested the next summer. Push individual cloves about two inches deep, pointy end up, a few weeks before the ground freezes, then cover the bed with a thick layer of straw or leaves.",
      "To figure out your timing, look up your area's average first frost date and count backward using the 'days to maturity' on each seed packet. Add a week or two because growth slows as days get shorter.",
      "Finally, don't leave any bed bare over winter. If you aren't planting food, sow a cover crop like crimson clover or winter rye. Its roots hold the soil in place and it adds organic matter when you turn it under in spring.",
    ),
  },
  {
    id: "ee9d5353-bfb2-45a0-8bd8-52f2941f5d3a",
    title: "Thank You: Our Annual Fundraiser Raised $142,000",
    excerpt:
      "Thanks to our donors, partners and volunteers, our fall fundraiser will fund scholarships, tools and mentorship for over 300 students next year.",
    category: "Announcements",
    imageUrl: "/images/blog/fundraiser-thank-you.svg",
    isPublished: true,
    publishedAt: new Date("2026-11-04T15:00:00Z"),
    content: paragraphs(
      "We are overwhelmed with gratitude. Our annual Build the Future fundraiser brought in $142,000 from more than 900 donors, the most in our history.",
      "Every dollar goes directly to students. This year's total will cover course materials for more than 300 students, fund 1,200 hours of one-on-one mentorship and buy starter tool kits for every graduate of our carpentry and auto mechanics programs.",
      "Some of the most moving moments of the night came from our graduates. Devon Harris talked about rebuilding his credit and now teaching financial literacy workshops in his neighborhood. Priya Natarajan brought a basket of vegetables grown by her crew in the city's community gardens.",
      "We also want to thank our corporate partners, including local contractors, restaurants and auto shops, who not only donated but also committed to interviewing our graduates for open positions in the coming year.",
      "If you missed the event, it's not too late to give. A gift of $25 provides course materials for one student, $100 funds a month of mentorship and $500 sponsors a full certification program.",
    ),
  },
  {
    id: "be27fab9-6521-4f58-b9cf-9d2b5db4ac11",
    title: "Winter Break Schedule and Holiday Hours",
    excerpt:
      "Our learning centers will have adjusted hours over the holidays. Online courses stay open the whole time.",
    category: "Announcements",
    imageUrl: "/images/blog/winter-schedule.svg",
    isPublished: false,
    publishedAt: null,
    content: paragraphs(
      "As the year wraps up, we want to make sure everyone knows how our schedule changes over the winter holidays.",
      "All online courses, quizzes and projects remain available twenty-four hours a day throughout the break. If you are close to finishing a course, this is a great time to catch up.",
      "Our in-person learning centers will close from December 24 through January 1 and reopen with regular hours on January 2. Mentor sessions already on the calendar will continue unless your mentor contacts you directly.",
      "Project reviews will be slower than usual during this period. Submissions sent after December 20 will be reviewed starting the first week of January.",
      "We wish all of our students, families, mentors and supporters a restful, safe and happy holiday season.",
    ),
  },
  {
    id: "9b63fa8f-b67d-4920-9559-9692d1caef68",
    title: "What Employers Told Us They Want in a First-Year Hire",
    excerpt:
      "We asked 40 employer partners what separates a great first-year hire from the rest. Their answers might surprise you.",
    category: "Career Advice",
    imageUrl: "/images/blog/employer-survey.svg",
    isPublished: false,
    publishedAt: null,
    content: paragraphs(
      "This fall we surveyed forty of our employer partners, from construction companies and auto shops to restaurants and urban farms, and asked one question: what makes a first-year hire stand out?",
      "Almost nobody said technical skill first. The most common answer, from 31 of the 40 employers, was reliability: showing up on time, every time, and calling ahead if something goes wrong.",
      "The second most common answer was willingness to learn. Employers said they expect new hires to make mistakes. What they want is someone who listens to feedback, asks questions and doesn't repeat the same mistake twice.",
      "Safety awareness came third, especially in construction and auto repair. Several employers said they would rather hire someone careful and a little slower than someone fast who takes shortcuts.",
      "Technical skills still matter, of course, and the certifications you earn here show employers you have the basics. But the message was clear: your attitude and habits are what turn a first job into a career.",
    ),
  },
];
