import type { FeatureCard, HiringStep, JobOpening } from "./types";

/** Reasons to work with us (exactly 6). */
export const careerBenefits: FeatureCard[] = [
  {
    icon: "DollarSign",
    title: "Competitive Pay",
    description:
      "Fair hourly pay that reflects your skills and experience, with room to grow as you take on more.",
  },
  {
    icon: "GraduationCap",
    title: "Paid Training",
    description:
      "Learn on the job alongside experienced painters, including prep, finishing and lead-safe work practices.",
  },
  {
    icon: "Users",
    title: "A Crew That Has Your Back",
    description:
      "We work as a small, tight team. Questions are welcome and nobody is left to figure things out alone.",
  },
  {
    icon: "CalendarCheck",
    title: "Steady Schedule",
    description:
      "Daytime hours and a planned calendar, with interior and drywall work helping to keep things moving through the colder months.",
  },
  {
    icon: "ShieldCheck",
    title: "Safety First",
    description:
      "Proper ladders, protective gear and safe work habits on every job, because getting home in one piece matters most.",
  },
  {
    icon: "Award",
    title: "Work You Can Be Proud Of",
    description:
      "We use premium Sherwin-Williams and Benjamin Moore paints and take the time to do the job right.",
  },
];

export const workCulture: { heading: string; paragraphs: string[]; points: string[] } = {
  heading: "What It's Like to Work Here",
  paragraphs: [
    "{businessName} is a locally owned company based in Shoreview, and we have been painting homes and businesses around the Twin Cities since 2009. We are not a big, faceless outfit. Owner {ownerName} knows every person on the crew, and every job gets the same care whether it is one bedroom or a whole house.",
    "Our customers trust us with their homes, their pets and their belongings, so we look for people who are respectful, dependable and proud of clean, careful work. If you show up ready to learn and do things the right way, we will help you build real skills and a career in the trade.",
  ],
  points: [
    "Respect for customers, their homes and each other",
    "Careful prep and clean job sites every day",
    "Clear instructions and honest feedback",
    "Room to learn new skills and take on more responsibility",
    "A locally owned company that has been around since 2009",
  ],
};

/** Current job openings (exactly 4). */
export const jobOpenings: JobOpening[] = [
  {
    id: "experienced-painter",
    title: "Experienced Painter",
    type: "Full-time",
    location: "Twin Cities Area",
    description:
      "Handle interior and exterior residential painting from prep to final walkthrough, including scraping, sanding, caulking, cutting in and spraying. You should have at least two years of professional painting experience and take pride in clean lines and tidy work areas. A valid driver's license and reliable transportation to job sites are required.",
    pay: "$20-$30 per hour",
    postedFrom: "2025-04-01",
    postedUntil: "2025-06-30",
  },
  {
    id: "drywall-specialist",
    title: "Drywall Specialist",
    type: "Full-time",
    location: "Twin Cities Area",
    description:
      "Repair and finish drywall in occupied homes, from patching holes and cracks to taping, mudding, texture matching and popcorn ceiling removal. We are looking for someone with solid finishing experience who can leave smooth, paint-ready walls and keep dust under control.",
    pay: "$22-$32 per hour",
    postedFrom: "2025-04-01",
    postedUntil: "2025-06-30",
  },
  {
    id: "apprentice-painter",
    title: "Apprentice Painter",
    type: "Full-time",
    location: "Twin Cities Area",
    description:
      "Start a career in the painting trade with paid, hands-on training from our experienced crew. No experience is needed, just a good attitude, a willingness to learn and the ability to work on ladders and lift up to 50 pounds.",
    pay: "$17-$21 per hour",
    postedFrom: "2025-04-01",
    postedUntil: "2025-06-30",
  },
  {
    id: "project-estimator",
    title: "Project Estimator",
    type: "Full-time",
    location: "Twin Cities Area",
    description:
      "Meet homeowners at their homes, measure and assess painting and drywall projects, and prepare clear written quotes within 24 hours of each visit. Painting or construction experience and strong communication skills are a must, and you will work closely with our crews to plan schedules and materials.",
    pay: "$55,000-$70,000 per year",
    postedFrom: "2025-04-01",
    postedUntil: "2025-06-30",
  },
];

/** How hiring works (exactly 5 steps). */
export const hiringSteps: HiringStep[] = [
  {
    number: 1,
    title: "Apply",
    description:
      "Send us your name, the position you are interested in and a short summary of your experience. A resume helps but is not required for the apprentice role.",
  },
  {
    number: 2,
    title: "Phone Chat",
    description:
      "We call you for a quick conversation about your background, the role and what you are looking for.",
  },
  {
    number: 3,
    title: "Meet in Person",
    description:
      "Come meet the team for an interview. For painting and drywall roles, we may ask you to show us a few basic skills.",
  },
  {
    number: 4,
    title: "Reference Check",
    description: "We reach out to one or two past employers or references to learn more about how you work.",
  },
  {
    number: 5,
    title: "Decision",
    description:
      "We let you know our decision, typically within 1-2 weeks of your interview, and if it is a fit, we agree on a start date.",
  },
];
