import type { FaqItem } from "./types";

/** Questions and answers for the /faq page (exactly 10). */
export const faqItems: FaqItem[] = [
  {
    question: "How much does it cost to paint the outside of a house?",
    answer:
      "Most of the exterior jobs we quote land somewhere between $3,000 and $8,000. Where your home falls in that range depends on a few things: the size and height of the house, the type of siding, how much scraping, sanding and repair the surfaces need, how much trim and detail there is, and how many colors you choose. Older homes that need lead-safe work practices, and homes with steep slopes or dense landscaping around them, can take more time as well.\n\nThe easiest way to get a real number is a free estimate. We look at the house in person and send you a written quote within 24 hours of the visit, so you can see exactly what is included before you decide.",
  },
  {
    question: "When is the best time of year to paint the outside of my home?",
    answer:
      "In Minnesota, the best exterior painting season runs from May through September. We plan exterior work for days when the temperature stays above 50°F and the weather is dry, because paint goes on better and cures more evenly in those conditions.\n\nOur summer calendar fills up, so it helps to get your estimate in early spring. Interior painting and drywall work can be done any time of year.",
  },
  {
    question: "How long will my project take?",
    answer:
      "Most interior rooms take 1 to 2 days, depending on the size of the room and how much repair the walls need first. A typical exterior takes 3 to 5 days, and rain or cold can add a day or two. Cabinet refinishing usually takes 3 to 5 days, and popcorn ceiling removal takes about 2 to 3 days per room.\n\nYour written quote includes an estimated timeline for your specific project, so you know what to expect before we start.",
  },
  {
    question: "Do you offer a warranty?",
    answer:
      "Yes. Interior painting and drywall work comes with a {warrantyYears}-year written warranty, and exterior painting is covered for 5 years. The warranty covers both our workmanship and the materials we supply, such as peeling, blistering or flaking caused by how the job was done.\n\nIf something goes wrong within the warranty period, contact us and we will come out, take a look and make it right. The full details are on our warranty page.",
  },
  {
    question: "Are you licensed and insured?",
    answer:
      "Yes. {legalName} is licensed and insured with coverage up to {insuranceCoverage}, so your home and our crew are protected while we work. We are also a member of the Painting Contractors Association (PCA).\n\nWe are happy to show you proof of insurance before your project starts. Just ask.",
  },
  {
    question: "My house was built before 1978. Can you paint it safely?",
    answer:
      "Yes. Homes built before 1978 may have lead-based paint under the newer layers, and scraping or sanding it can release harmful dust. We are EPA lead-safe certified, which means we follow the federal lead-safe work rules on older homes.\n\nIn practice, that means we seal off the work area with plastic sheeting, keep dust down, avoid methods that spread lead dust, use HEPA vacuums, and clean up carefully at the end of each job. We also give you the EPA's lead safety pamphlet before the work begins, as the rules require.",
  },
  {
    question: "What brands of paint do you use?",
    answer:
      "We use premium paints from Sherwin-Williams and Benjamin Moore. Better paint covers more evenly, holds its color longer and stands up to Minnesota winters and summers far better than bargain brands.\n\nIf you already have a specific color or product line in mind, tell us and we will include it in your quote.",
  },
  {
    question: "Do you move the furniture?",
    answer:
      "Yes, we take care of moving and covering furniture in the rooms we paint. We shift larger pieces to the middle of the room or out of the way, then cover them and the floors with drop cloths and plastic.\n\nWe do ask you to put away small items, breakables, valuables and electronics, and to take down pictures and wall hangings if you can. If you have pieces that are very heavy or delicate, such as a piano or an antique, let us know when we visit for the estimate so we can plan for it.",
  },
  {
    question: "What areas do you serve?",
    answer:
      "We are based in Shoreview, near Vadnais Heights, and we serve the Twin Cities metro within about 60 miles of our office. That covers seven counties: Hennepin, Ramsey, Anoka, Washington, Dakota, Scott and Carver.\n\nIf you are not sure whether your home is in our area, call us and we will let you know.",
  },
  {
    question: "How does payment work? Do you need a deposit?",
    answer:
      "For residential jobs, we ask for a 25% deposit to reserve your spot on our schedule, with the balance due when the job is finished. Large commercial projects use a milestone payment schedule that we agree on in the written contract.\n\nWe accept cash, check, credit card and electronic payment. Every job has a written contract, so the price and payment terms are clear before any work begins.",
  },
];

/** Questions and answers for the /contact page (exactly 6, in this order). */
export const contactFaqItems: FaqItem[] = [
  {
    question: "How long does a typical project take?",
    answer:
      "Most interior rooms take 1 to 2 days, and a typical exterior takes 3 to 5 days, depending on the weather. Cabinet refinishing usually takes 3 to 5 days, and popcorn ceiling removal about 2 to 3 days per room. Your written quote will include a timeline for your project.",
  },
  {
    question: "Can you help me choose colors?",
    answer:
      "Yes. Picking colors is one of the hardest parts of a paint project, and we are glad to help. We can talk through options that suit your home, your lighting and your style during the estimate visit, and recommend testing sample colors on your walls before you commit.",
  },
  {
    question: "Are you insured?",
    answer:
      "Yes. We are licensed and insured with coverage up to {insuranceCoverage}, and we are happy to show you proof of insurance before your project begins.",
  },
  {
    question: "What paint brands do you use?",
    answer:
      "We use premium paints from Sherwin-Williams and Benjamin Moore. They cover well, hold their color and last longer, which means fewer repaints down the road.",
  },
  {
    question: "Do I need to move my furniture before you arrive?",
    answer:
      "No, we handle moving and covering furniture in the rooms we paint. We just ask you to put away small items, breakables and valuables, and to let us know ahead of time about anything very heavy or fragile.",
  },
  {
    question: "How do payments and deposits work?",
    answer:
      "Residential jobs need a 25% deposit, with the balance due on completion. Large commercial jobs use milestone payment schedules set out in the written contract. We accept cash, check, credit card and electronic payment.",
  },
];
