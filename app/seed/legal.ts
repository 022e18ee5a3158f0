import type { LegalDocument } from "./types";

/**
 * The day the legal texts below were last changed. A page's Last Updated date
 * is this or the last change to the business facts they quote, whichever is later.
 */
export const legalTextsUpdated = "2026-11-24";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  intro:
    'This policy explains what information {legalName} ("{businessName}," "we," "us") collects through this website, what we do with it and the choices you have. We are a small, locally owned painting and drywall contractor in Shoreview, Minnesota, and we only collect what we need to answer your questions, give you estimates and run our community program.',
  sections: [
    {
      heading: "Who We Are",
      body: [
        "This website is run by {legalName}, a painting and drywall company based in Shoreview, Minnesota, serving the Twin Cities metro. We are responsible for the personal information collected through this site.",
      ],
    },
    {
      heading: "Information We Collect",
      body: [
        "We collect information you choose to send us, plus a small amount of information about how you reached our site:",
        "- Contact and estimate requests: your name, e-mail address, phone number, the service you are interested in and your message.\n- Community program nominations: your name and contact details as the nominator, and the name, contact details, address and story of the person or household you nominate.\n- Where your visit came from: the page you sent the form from, the website that referred you (if your browser shares it) and any campaign tags in the link you followed, such as the name of an ad or mailing. We store this together with your request.\n- Technical information: like most websites, the services that host our site may keep standard logs, such as IP address, browser type and the time of a request, to keep the site running and secure.",
        "We do not ask for payment card numbers, Social Security numbers or other sensitive information through this website. Please do not include them in your messages.",
      ],
    },
    {
      heading: "How We Use Your Information",
      body: [
        "We use the information we collect to:",
        "- Reply to your questions and requests, usually by phone or e-mail.\n- Schedule estimate visits and prepare quotes.\n- Review nominations for our community painting program and contact the people involved.\n- Understand which pages, referrals and campaigns bring people to us, so we can spend our time and advertising budget sensibly.\n- Keep the website secure and working properly.\n- Meet our legal, tax and accounting obligations.",
        "When you send a form, the details are saved in our own database and an e-mail notification is sent to the owner so that someone can get back to you quickly. We will not add you to a marketing mailing list without asking you first.",
      ],
    },
    {
      heading: "Why We Are Allowed to Use It",
      body: [
        "In plain terms, we use your information because you asked us to. When you send a contact form or a nomination, you are giving us permission to use those details to respond and follow up. We also keep basic records where we have a genuine business need, such as keeping the site secure or knowing how people found us, and where the law requires it.",
        "If you nominate someone else, you are telling us you have their permission, or that you reasonably believe they would be happy, for us to contact them about the program. We will not feature a nominee publicly without their consent.",
      ],
    },
    {
      heading: "Cookies and Local Storage",
      body: [
        "We keep cookies to a minimum:",
        "- We use a session cookie only when our own staff sign in to the site's admin area. Regular visitors do not get this cookie.\n- We do not use advertising cookies or tracking cookies.\n- If you choose a light or dark theme, your choice is saved in your browser's local storage so the site remembers it next time. This stays on your device and is not sent to us.",
        "To see which pages, ads and flyers bring people to us, the site counts page views and taps on our phone number, e-mail address and booking link. It does this without cookies and without any identifier: we keep the page, the site or campaign that sent the visit and the time, never your IP address or which browser or device you use, and we cannot tell one visitor from another. Nothing is counted if your browser sends Do Not Track or Global Privacy Control. After 13 months only daily totals are kept.",
        "You can clear cookies and local storage at any time in your browser settings.",
      ],
    },
    {
      heading: "Other Websites and Services",
      body: [
        "Some parts of our site connect to services run by other companies:",
        "- Online booking: if you use our online booking link, you will be taken to an outside booking service. Anything you enter there is handled by that service under its own privacy policy.\n- Social media: links to our social media pages take you to those sites, which have their own policies.\n- Reviews: our home page may load a reviews widget from another company. When it loads, that company may receive technical details from your browser, such as your IP address, and may use its own cookies under its own privacy policy.",
        "We do not control these services, so please read their privacy policies before sharing information with them.",
      ],
    },
    {
      heading: "How We Share Information",
      body: [
        "We do not sell your personal information, and we do not share it with anyone for their own advertising.",
        "We share information only when we need to:",
        "- With companies that help us run our business, such as those that host our website and database and deliver our e-mail. They may use your information only to provide their services to us.\n- With our own crew members and estimators who need it to schedule and do your job.\n- When the law requires it, or to protect our rights, our customers or the public.\n- If our business is ever sold or reorganized, with the new owner, who would have to protect your information in the same way.",
      ],
    },
    {
      heading: "How Long We Keep It",
      body: [
        "We keep contact requests, nominations and the visit information stored with them for up to 3 years, and then delete them. You can ask us to delete your information sooner at any time.",
        "If you become a customer, we keep your contract, invoices and job records for as long as we need them for your warranty and to meet tax and accounting rules.",
      ],
    },
    {
      heading: "How We Protect It",
      body: [
        "We take reasonable steps to protect your information. Our site uses encrypted connections, access to our database and admin area is limited to people who need it and protected by sign-in, and we only keep what we need.",
        "No website or e-mail system can be made completely secure, so we cannot promise that information will never be lost or misused. If a problem does happen, we will act quickly and notify you where the law requires it.",
      ],
    },
    {
      heading: "Your Rights and Choices",
      body: [
        "You can ask us at any time to:",
        "- Tell you whether we hold information about you and give you a copy of it.\n- Correct information that is wrong or out of date.\n- Delete information we hold about you.\n- Stop contacting you.",
        "Minnesota residents may also have rights under the Minnesota Consumer Data Privacy Act, which took effect on July 31, 2025. For businesses it applies to, the law gives Minnesota residents the right to access, correct and delete their personal data, to get a copy of it in a usable format, and to opt out of the sale of their data, targeted advertising and certain kinds of profiling. We do not sell personal data or use it for targeted advertising or profiling. Whether or not the law applies to a business of our size, we are happy to honor these requests.",
        "To make a request, use the contact details on our Contact page. We may need to confirm your identity before acting on a request. If we cannot do what you ask, we will explain why, and you can ask us to reconsider.",
      ],
    },
    {
      heading: "Children's Privacy",
      body: [
        "Our website is meant for adults who are planning painting and drywall work. We do not knowingly collect information from children under 13. If you believe a child has sent us their information, please contact us and we will delete it. Nominations should be made by and for adults, or for a household through an adult member of it.",
      ],
    },
    {
      heading: "Changes to This Policy",
      body: [
        "We may update this policy from time to time, for example if we add a new feature to the website or the law changes. When we do, we will post the new version on this page. If a change affects how we use information we already hold, we will take reasonable steps to let the people affected know.",
      ],
    },
    {
      heading: "Contact Us",
      body: [
        "If you have questions about this policy or how we handle your information, or you want to make a request, please reach out using the contact details on our Contact page. We are a small, local team, and a real person will read your message.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  intro:
    'These terms explain the rules for using the website of {legalName} ("{businessName}," "we," "us") and how estimates, contracts and our community program work. By using this website, you agree to these terms. If you do not agree, please do not use the site.',
  sections: [
    {
      heading: "Using Our Website",
      body: [
        "You are welcome to browse this site, read about our services and contact us about your project. When you use the site, please:",
        "- Give accurate information in any form you send us.\n- Only send information about other people if you have a good reason and their permission.\n- Not try to break into, overload or interfere with the site, or use it to send spam or harmful content.\n- Not copy large parts of the site or collect information from it with automated tools.",
        "We may limit or block access to anyone who misuses the site.",
      ],
    },
    {
      heading: "Estimates and Quotes",
      body: [
        "Our estimates are free. After we visit your home or business, we send you a written quote, usually within 24 hours of the visit. Prices, ranges and timelines mentioned on this website, such as typical costs or how long a room usually takes, are general guidance only and are not an offer.",
        "An estimate or quote is not binding on you or on us until we both sign a written contract. Quotes may change if the scope of work changes or if we find hidden conditions, such as damaged siding or rotten trim, that could not be seen during the estimate.",
      ],
    },
    {
      heading: "Written Contracts",
      body: [
        "Every job we do is covered by a written contract. The contract sets out the scope of work, price, payment terms, schedule and warranty for your project. If anything in the contract is different from what this website says, the contract controls.",
        "Any changes to the work once a contract is signed should be agreed in writing, so we both know what is included and what it costs.",
      ],
    },
    {
      heading: "Our Warranty",
      body: [
        "Our painting and drywall work comes with a {warrantyYears}-year written warranty covering workmanship and the materials we supply. What is covered, what is not and how to make a claim are explained on our Warranty page and in your written contract. Your contract is the final word on the warranty for your job.",
      ],
    },
    {
      heading: "Scheduling and Weather",
      body: [
        "We work hard to start and finish on the dates we agree with you, but some things are outside our control. Exterior painting is best done from May through September when temperatures stay above 50°F. Rain, cold, high humidity or strong wind can delay exterior work, and we will not paint in conditions that would hurt the quality of the finish.",
        "If weather, illness, material delays or other events beyond our control affect your schedule, we will let you know as soon as we can and agree a new date with you. Please let us know as early as possible if you need to reschedule.",
      ],
    },
    {
      heading: "Payments and Deposits",
      body: [
        "Payment terms are set out in your written contract. In general:",
        "- Residential jobs need a 25% deposit to reserve your place on our schedule, with the balance due on completion.\n- Large commercial jobs use a milestone payment schedule agreed in the contract.\n- We accept cash, check, credit card and electronic payment.",
        "We do not take payments through this website.",
      ],
    },
    {
      heading: "Community Nomination Program",
      body: [
        "From time to time, we offer free painting to a deserving person or household in our community, chosen from nominations sent through this website. If you send a nomination:",
        "- Sending a nomination does not guarantee that anyone will be selected, and we choose recipients at our own discretion.\n- You confirm that what you tell us is true to the best of your knowledge.\n- You confirm that the person you nominate knows about the nomination, or that you reasonably believe they would welcome it. We will contact the nominee and will only go ahead with their consent.\n- Any work we do through the program is planned with the homeowner and is covered by a written agreement, just like our paid work.\n- We will only share a nominee's name, story or photos publicly with their permission.",
        "We may change, pause or end the program at any time.",
      ],
    },
    {
      heading: "Intellectual Property",
      body: [
        "The text, photos, logos, graphics and design of this website belong to {legalName} or are used with permission. You may view and print pages for your own personal use, such as planning a project, but you may not copy, republish or use our content or name for commercial purposes without our written permission.",
      ],
    },
    {
      heading: "Links to Other Websites",
      body: [
        "Our site links to outside services, such as an online booking service and our social media pages, and the home page may show reviews from another company's widget. These services are run by others and have their own terms and privacy policies. We are not responsible for their content, availability or how they handle your information.",
      ],
    },
    {
      heading: "Disclaimers",
      body: [
        "We try to keep the information on this website accurate and up to date, but it is provided for general information and may contain errors or go out of date. Colors shown on a screen can look different from real paint on your walls, so always check samples in person. Photos show past projects and are examples, not promises of a specific result for your home.",
        'Apart from the commitments in your written contract and warranty, the website is provided "as is," without warranties of any kind, to the extent the law allows.',
      ],
    },
    {
      heading: "Limitation of Liability",
      body: [
        "To the extent the law allows, {legalName} is not liable for any indirect or consequential loss, or for any loss of data, arising from your use of this website or your reliance on its general information.",
        "This section applies to the website only. It does not limit our responsibilities under a signed contract or our written warranty, or any rights you have under law that cannot be waived.",
      ],
    },
    {
      heading: "Governing Law",
      body: [
        "These terms are governed by the laws of the State of Minnesota. Any dispute about this website or these terms will be handled in the state courts located in Ramsey County, Minnesota, unless your written contract says otherwise. Before going that far, please contact us. Most concerns can be sorted out with a simple conversation.",
      ],
    },
    {
      heading: "Changes to These Terms",
      body: [
        "We may update these terms from time to time. The current version will always be posted on this page, and changes apply from the time they are posted. Changes to these terms do not change a contract you have already signed with us.",
      ],
    },
    {
      heading: "Contact Us",
      body: [
        "If you have questions about these terms, please reach out using the contact details on our Contact page. We are happy to help.",
      ],
    },
  ],
};

/**
 * A legal document as the Markdown the owner edits (its first version): the
 * introduction, then each section under a `## ` heading. Its paragraphs are
 * Markdown already ("- " lines are a list).
 */
export function legalMarkdown(doc: LegalDocument): string {
  return [doc.intro, ...doc.sections.map((s) => [`## ${s.heading}`, ...s.body].join("\n\n"))].join("\n\n");
}
