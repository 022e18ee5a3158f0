import type { Service, ServiceDetailContent } from "./types";

export const services: Service[] = [
  {
    id: "interior-painting",
    title: "Interior Painting",
    description:
      "Walls, ceilings, trim and doors painted with careful prep, sharp lines and premium Sherwin-Williams or Benjamin Moore paint, with your furniture and floors protected throughout.",
    image: "services/interior-painting",
    imageAlt:
      "Bright living room with soft greige walls, crisp white trim and a paint roller resting on a tray",
    icon: "PaintRoller",
    features: [
      "Walls, ceilings, trim and doors",
      "Holes and cracks patched first",
      "Furniture and floors fully covered",
      "Low-odor, pet-friendly paint options",
      "Clean, hand-cut lines at edges",
      "Most rooms finished in 1-2 days",
    ],
  },
  {
    id: "exterior-painting",
    title: "Exterior Painting",
    description:
      "Siding, trim, doors and soffits prepared and painted to stand up to Minnesota's freeze-thaw cycles, humid summers and strong sun, using premium exterior coatings.",
    image: "services/exterior-painting",
    imageAlt:
      "Two-story house with freshly painted sage-green siding, white trim and a navy front door on a sunny day",
    icon: "Home",
    features: [
      "Washing, scraping and sanding",
      "Gaps caulked around windows and trim",
      "Bare and weathered wood primed",
      "Siding, trim, soffits and fascia",
      "Plants, walkways and fixtures protected",
      "Scheduled for ideal painting weather",
    ],
  },
  {
    id: "commercial-painting",
    title: "Commercial Painting",
    description:
      "Painting for offices, shops, rental units and common areas, scheduled around your business hours so customers and staff notice fresh walls rather than disruption.",
    image: "services/commercial-painting",
    imageAlt: "Modern office lobby with light gray walls, a charcoal accent wall and a tidy reception desk",
    icon: "Building2",
    features: [
      "Offices, retail and rental units",
      "Evening and weekend scheduling available",
      "Low-odor paints for occupied spaces",
      "Durable, washable finishes",
      "Work areas tidied every day",
      "Proof of insurance on request",
    ],
  },
  {
    id: "floor-coatings",
    title: "Floor Coatings",
    description:
      "Durable epoxy-type coatings for garage and basement floors that resist road salt, oil and hot tires, with optional color flakes for a finished look that sweeps clean.",
    image: "services/floor-coatings",
    imageAlt: "Clean two-car garage with a glossy gray coated floor speckled with multicolored flakes",
    icon: "Warehouse",
    features: [
      "Garage and basement floors",
      "Concrete cleaned and profiled first",
      "Cracks and pits filled",
      "Decorative color flake options",
      "Resists salt, oil and stains",
      "Slip-resistant texture available",
    ],
  },
  {
    id: "drywall-installation",
    title: "Drywall Installation",
    description:
      "New drywall hung, taped and finished for basements, additions and remodels, with flat seams and clean corners ready for paint, whether you need one wall or a whole level.",
    image: "services/drywall-installation",
    imageAlt: "New drywall sheets screwed to the wall studs of a room, ready for taping",
    icon: "Hammer",
    features: [
      "Basements, additions and remodels",
      "Moisture-resistant board for bathrooms",
      "Fire-rated board where code requires",
      "Taped, mudded and sanded smooth",
      "Straight corners and flat seams",
      "Primed and ready for paint",
    ],
  },
  {
    id: "drywall-repair",
    title: "Drywall Repair",
    description:
      "Holes, cracks, nail pops, water stains and dents repaired so the patch disappears, with texture matched and paint blended into the surrounding wall or ceiling.",
    image: "services/drywall-repair",
    imageAlt:
      "A hole in a painted wall and, beside it, a fresh drywall patch being smoothed with a putty knife, with a tub of joint compound below",
    icon: "Wrench",
    features: [
      "Small dings to large holes",
      "Nail pops and settling cracks",
      "Water-stained ceilings restored",
      "Texture matched to existing surfaces",
      "Damaged tape and corner bead fixed",
      "Primed and painted to blend",
    ],
  },
  {
    id: "cabinet-refinishing",
    title: "Cabinet Refinishing",
    description:
      "Kitchen and bathroom cabinets degreased, sanded, primed and sprayed with a hard-wearing enamel, giving your kitchen a new look without tearing out the cabinets.",
    image: "services/cabinet-refinishing",
    imageAlt:
      "Kitchen with cabinets refinished in soft white, brushed brass pulls and a butcher-block counter",
    icon: "ChefHat",
    features: [
      "Doors and drawers removed and labeled",
      "Thorough degreasing before sanding",
      "Bonding primer for lasting adhesion",
      "Smooth, sprayed enamel finish",
      "New or original hardware installed",
      "Most kitchens done in 3-5 days",
    ],
  },
  {
    id: "popcorn-texture-removal",
    title: "Popcorn Texture Removal",
    description:
      "Dated popcorn and acoustic ceilings scraped off, skim-coated smooth or retextured, and painted, with each room sealed in plastic to keep dust and debris contained.",
    image: "services/popcorn-texture-removal",
    imageAlt: "A bedroom ceiling half covered in popcorn texture and half scraped smooth, with a ceiling fan",
    icon: "Sparkles",
    features: [
      "Asbestos test before any scraping",
      "Room sealed with plastic sheeting",
      "Careful wet-scraping method",
      "Skim coat for a smooth finish",
      "Optional new ceiling texture",
      "Primed and painted ceiling",
    ],
  },
  {
    id: "texturing-services",
    title: "Texturing Services",
    description:
      "Wall and ceiling textures such as orange peel, knockdown and skip trowel, applied evenly or matched to what you have so new drywall and repairs blend in.",
    image: "services/texturing-services",
    imageAlt: "Living room ceiling with an even knockdown texture above softly lit beige walls",
    icon: "Layers",
    features: [
      "Orange peel, knockdown and skip trowel",
      "Texture matched for patches",
      "Sprayed or hand-applied finishes",
      "Hides minor surface flaws",
      "Even pattern across whole rooms",
      "Primed and painted when done",
    ],
  },
];

export const serviceDetails: Record<string, ServiceDetailContent> = {
  "interior-painting": {
    process: [
      "{ownerFirstName} walks through the rooms with you, notes any repairs and helps you settle on colors and sheens.",
      "Furniture is moved to the middle of the room and covered, and floors are protected with drop cloths.",
      "Nail holes, dents and hairline cracks are filled, sanded smooth and spot-primed.",
      "Ceilings are painted first, then walls get two coats with brushed edges and rolled surfaces.",
      "Trim, doors and baseboards are finished in a durable satin or semi-gloss enamel.",
      "Furniture goes back in place, the room is vacuumed, and we check every wall with you in good light.",
    ],
    benefits: [
      "An even finish that looks right in daylight and lamplight",
      "Paint suited to each room, such as scrubbable finishes for kitchens and halls",
      "Little disruption, with most rooms done in a day or two",
      "Low-odor options that are easier on kids and pets",
      "Leftover paint labeled for future touch-ups",
      "Backed by a {warrantyYears}-year written warranty",
    ],
    additionalInfo:
      "Interior paint usually looks its best for 5 to 7 years, a little less in busy hallways, mudrooms and kids' rooms. Most rooms take 1 to 2 days, depending on repairs, ceiling height and how many colors are involved. Because interior work isn't tied to the weather, many Minnesota homeowners book it for late fall and winter, when exterior jobs are on hold. Rooms are kept ventilated without chilling the rest of the house. If your home was built before 1978, {ownerFirstName} follows EPA lead-safe practices whenever old paint is sanded or scraped.",
  },
  "exterior-painting": {
    process: [
      "{ownerFirstName} inspects the siding, trim and sills for peeling, rot and moisture problems, and reviews colors with you.",
      "The house is washed to remove dirt, chalky residue and mildew, then given time to dry completely.",
      "Loose paint is scraped and sanded, and any bare wood is spot-primed.",
      "Open joints and gaps around windows and doors are caulked to keep water out.",
      "Plants, walkways, windows and light fixtures are covered before painting starts.",
      "Two coats go on the body and trim while temperatures stay within the paint's recommended range.",
      "We walk around the house with you, handle touch-ups and clear away paint chips and debris.",
    ],
    benefits: [
      "Protects siding and trim from moisture and rot",
      "A fresh finish that typically lasts 7 to 10 years",
      "Stronger curb appeal, especially before a sale",
      "Problem areas spotted and flagged early",
      "Lead-safe methods on older homes",
      "Backed by a {warrantyYears}-year written warranty",
    ],
    additionalInfo:
      "Minnesota's exterior painting season is short. Exterior paint goes on and cures best between about 50 and 85°F, which usually means May through September. Surfaces also need to be dry, so {ownerFirstName} watches the forecast and avoids days when rain or heavy evening dew could reach the paint before it sets. Most homes take 3 to 5 days, depending on size, condition and weather. A well-prepared exterior usually lasts 7 to 10 years, though south- and west-facing walls fade sooner. Booking in early spring gives you the best choice of dates.",
  },
  "commercial-painting": {
    process: [
      "{ownerFirstName} walks the space with you or your property manager to note surfaces, access and hours to avoid.",
      "A written quote lays out the scope, the paint products and a schedule built around your operations.",
      "Work areas are sectioned off, and furniture, fixtures and flooring are covered.",
      "Walls are cleaned, patched and primed where needed so the new finish bonds well.",
      "Painting is done in phases so the rest of the space can stay open for business.",
      "Each area is cleaned and ready to use before we move on, and the job ends with a walkthrough.",
    ],
    benefits: [
      "Minimal downtime for your business or tenants",
      "Finishes that hold up to heavy foot traffic",
      "One point of contact from quote to completion",
      "Consistent colors across rooms and units",
      "Insured up to {insuranceCoverage}",
      "A clean, cared-for space for customers and staff",
    ],
    additionalInfo:
      "Commercial timelines depend on square footage, ceiling height and how much of the space has to stay open. A small office or a vacant rental unit often takes just a few days. For occupied spaces, work can happen early in the morning, in the evening or on weekends. In hallways, break rooms and restrooms we recommend scrubbable eggshell or satin finishes that can be wiped down without losing their sheen. For rental properties, we can keep a record of the colors and sheens used in each unit to make future turnovers faster.",
  },
  "floor-coatings": {
    process: [
      "{ownerFirstName} checks the concrete for moisture, old sealers, cracks and oil stains.",
      "The floor is cleared, and the surface is ground or etched so the coating has something to grip.",
      "Cracks, chips and pits are filled and ground level with the surrounding floor.",
      "The base coat is applied evenly, with color flakes broadcast into it if you choose them.",
      "A clear topcoat seals the surface and adds resistance to wear and chemicals.",
      "The floor is left to cure, and you'll know exactly when it's ready for foot traffic and for vehicles.",
    ],
    benefits: [
      "Stands up to the salty slush tracked in all winter",
      "Easy to sweep, mop or hose off",
      "A brighter space that reflects more light",
      "Resists oil, fluid and chemical stains",
      "Hides minor blemishes in the concrete",
      "Stops the dusting common on bare concrete",
    ],
    additionalInfo:
      "A coated floor needs time to cure, usually 24 to 72 hours depending on the product and the temperature, so plan to park elsewhere for a few days. Cold concrete slows curing, which is why garage floors in Minnesota are best done from late spring to early fall, while heated basements can be coated most of the year. New concrete should cure for about a month before it's coated. Moisture coming up through a slab is a common cause of peeling, so {ownerFirstName} tests for it first and tells you honestly if a floor isn't a good candidate.",
  },
  "drywall-installation": {
    process: [
      "{ownerFirstName} measures the space, checks the framing and confirms which board types the project needs.",
      "Sheets are hung with as few seams as possible and screwed to the framing at proper spacing.",
      "Seams and inside corners are taped, and outside corners get corner bead.",
      "Several coats of joint compound are applied, each feathered wider than the last and left to dry.",
      "Walls and ceilings are sanded and checked under a work light for ridges or dips.",
      "Surfaces are primed, or textured and painted if that's part of the job, and the dust is cleaned up.",
    ],
    benefits: [
      "Flat, smooth walls and ceilings under paint",
      "The right board for damp and fire-rated areas",
      "One contractor from bare studs to final paint",
      "Careful dust control in the rest of the house",
      "Seams that don't show through the finish",
      "More usable living space in your home",
    ],
    additionalInfo:
      "Hanging drywall goes quickly, but finishing takes patience: each coat of joint compound has to dry before the next goes on, so even a single room needs several days. Cold or humid basements slow drying, so in winter the space should be heated and in summer a dehumidifier helps. If your project has a building permit, the framing and insulation inspections must pass before any drywall goes up. {ownerFirstName} uses moisture-resistant board in bathrooms and fire-rated board where code calls for it, such as a garage ceiling with living space above.",
  },
  "drywall-repair": {
    process: [
      "{ownerFirstName} looks at the damage and, if water or movement caused it, explains what needs fixing first.",
      "Nearby floors and furniture are covered, and damaged material is cut back to solid drywall.",
      "Small holes are filled, while larger ones get backing and a new piece of drywall.",
      "Tape and thin coats of compound are feathered out past the edges of the repair.",
      "Once dry, the patch is sanded and the texture is matched to the surrounding surface.",
      "The area is primed and painted so the repair blends in with the rest of the wall.",
    ],
    benefits: [
      "Repairs that disappear once painted",
      "Causes like leaks pointed out, not just covered",
      "Small jobs welcome",
      "Texture and sheen matched to the room",
      "Quick work with very little mess",
      "Walls ready for a sale or a move-out inspection",
    ],
    additionalInfo:
      "Minnesota's big swings in humidity make house framing expand and shrink through the year, which is why nail pops and corner cracks often show up in late winter. Many small repairs can be finished in one visit with quick-setting compound, while larger patches may need a second trip to let the material dry. Water stains get a stain-blocking primer so they don't bleed through, but the leak has to be fixed first. If the original paint color is unknown, repainting the whole wall from corner to corner usually gives the most invisible result.",
  },
  "cabinet-refinishing": {
    process: [
      "{ownerFirstName} checks the cabinet material and condition and helps you choose a color and sheen.",
      "Doors, drawer fronts and hardware are removed, labeled and set up in a separate spray area.",
      "The kitchen is masked off, with counters, appliances, floors and walls covered.",
      "Every surface is degreased, scuff-sanded and coated with a bonding primer.",
      "Two coats of cabinet-grade enamel are applied, with light sanding between coats.",
      "Once dry, doors and drawers are rehung, adjusted and reviewed with you.",
    ],
    benefits: [
      "A fresh kitchen without replacing the cabinets",
      "Keeps solid cabinet boxes out of the landfill",
      "A finish that resists chips and wipes clean",
      "A short project, usually 3 to 5 days",
      "Pairs well with new hardware for an updated look",
      "Backed by a {warrantyYears}-year written warranty",
    ],
    additionalInfo:
      "Cabinet refinishing usually takes 3 to 5 days, depending on the number of doors and drawers and on drying times. Your kitchen stays partly usable, but it helps to set aside the dishes and food you'll need. The enamel keeps hardening for a few weeks after the job, so close doors gently and skip harsh cleaners during that time. Humid summer days slow drying, and {ownerFirstName} plans the schedule around it. Wood, MDF and previously painted cabinets usually refinish well, while peeling thermofoil or laminate fronts may not be good candidates.",
  },
  "popcorn-texture-removal": {
    process: [
      "{ownerFirstName} checks the ceiling and makes sure a sample has been tested for asbestos before any work begins.",
      "The room is emptied or the furniture covered, and floors and walls are sealed with plastic.",
      "The texture is misted with water a section at a time and scraped off without gouging the drywall.",
      "Exposed seams, dings and tape lines are repaired, and the ceiling gets a skim coat.",
      "The ceiling is sanded smooth, or a new texture is applied if you prefer one.",
      "Primer and ceiling paint finish the surface, and all plastic and debris is bagged and removed.",
    ],
    benefits: [
      "A brighter, more modern-looking room",
      "Ceilings that are easier to clean and repaint",
      "Better light from fixtures, with fewer shadows",
      "A home that shows better to buyers",
      "Dust kept inside the work area",
      "Straight answers if testing finds asbestos",
    ],
    additionalInfo:
      "Plan on 2 to 3 days per room, since scraping, skim coating, drying, sanding and painting each take their turn. Popcorn texture was common in homes built into the 1980s, and some of it contains asbestos. You can't tell by looking, so a sample should be lab-tested before any scraping. If the test is positive, the material has to be removed by a licensed asbestos abatement contractor, and {ownerFirstName} can skim and paint the ceiling afterward. Popcorn that has been painted over is harder to scrape because water can't soak in, which can add time.",
  },
  "texturing-services": {
    process: [
      "{ownerFirstName} looks at your existing texture or shows samples so you can choose the pattern and depth.",
      "Floors, windows, trim and fixtures are masked off to keep overspray where it belongs.",
      "The surface is repaired and primed so the texture dries evenly.",
      "The mix and pattern are tried on a scrap board before anything touches your walls.",
      "Texture is sprayed or applied by hand and, for knockdown, flattened with a trowel at the right moment.",
      "After drying, the surface is primed and painted, and all masking is removed.",
    ],
    benefits: [
      "Patches and additions that blend with the rest of the house",
      "Softens the look of uneven walls and ceilings",
      "Adds depth and character to plain surfaces",
      "A consistent pattern across large areas",
      "A durable surface that holds paint well",
      "A clean, updated look after popcorn removal",
    ],
    additionalInfo:
      "Applying texture usually takes less than a day, but it needs to dry overnight before primer and paint, so a room typically spans a couple of days from prep to final coat. Matching an old texture is part skill and part patience: years of paint build-up change how a pattern looks, so an exact match on a small patch isn't always possible. In those cases {ownerFirstName} may suggest retexturing to the nearest corner or seam. Smooth walls show every flaw under low winter sun through big windows, and a light texture is far more forgiving.",
  },
};

export const genericServiceDetail: ServiceDetailContent = {
  process: [
    "{ownerFirstName} visits your home, looks over the surfaces and listens to what you want to achieve.",
    "You receive a clear written quote within 24 hours of the visit, covering scope, products and timing.",
    "Floors, furniture and nearby surfaces are covered before any work begins.",
    "Surfaces are cleaned, repaired and primed as needed so the finish bonds and lasts.",
    "The work is carried out with premium materials and close attention to detail.",
    "{ownerFirstName} inspects the job with you, takes care of any touch-ups and leaves the space clean.",
  ],
  benefits: [
    "The owner on your project from estimate to finish",
    "Premium Sherwin-Williams and Benjamin Moore products",
    "Backed by a {warrantyYears}-year written warranty",
    "Licensed and insured up to {insuranceCoverage}",
    "Pet-friendly, tidy work from start to finish",
    "Replies within 2 hours and a quote within 24 hours of the visit",
  ],
  additionalInfo:
    "Every home is different, so the timeline depends on the size of the project, the condition of the surfaces and, for outdoor work, the weather. As a rough guide, most interior rooms take 1 to 2 days and most exteriors 3 to 5 days, with outdoor painting best done between May and September. In homes built before 1978, {ownerFirstName} follows EPA lead-safe practices whenever old paint is disturbed. Not sure whether your project is something we handle? Ask. You'll hear back within 2 hours, and if it isn't a good fit, {ownerFirstName} will tell you so.",
};
