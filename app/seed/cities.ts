/**
 * City pages for the service area: one record per city with its own page,
 * the list of other communities we serve, a generic record for anywhere we
 * have no page for, and a few facts about painting in the Twin Cities.
 *
 * Coordinates are city centres (GeoNames), to four decimals.
 *
 * The testimonials on these records are samples written for the layout; the
 * owner will replace them with real customer reviews before launch.
 */
import type { CityRecord } from "./types";

export const primaryCities: CityRecord[] = [
  {
    slug: "shoreview",
    name: "Shoreview",
    title: "Painting Contractor in Shoreview, MN",
    description:
      "Interior and exterior painting, drywall repair and cabinet refinishing in Shoreview, MN, from a local painter whose office is right here in town.",
    lat: 45.0791,
    lng: -93.1472,
    nearbyAreas: ["Vadnais Heights", "Arden Hills", "North Oaks", "Roseville", "Lino Lakes"],
    intro: [
      "Shoreview is home base for us. Our office sits on the east side of town, close to the Vadnais Heights line, so a Shoreview estimate usually means a short drive down Highway 96 or Lexington Avenue rather than a trip across the metro. We know the cul-de-sacs around Turtle Lake, the wooded streets near Snail Lake and the older lots along Lake Owasso, and we know what a string of Minnesota winters does to a west-facing deck or a sun-baked front door.",
      "Much of Shoreview was built after it incorporated in 1957, so a typical project here is a 1960s or 1970s rambler or split-level with its original oak trim, a popcorn ceiling in the living room, and siding that has already been repainted a few times. The owner comes to every estimate, walks the house with you, and then does the work, so the person who promised you a clean line where the wall meets the ceiling is the same person holding the brush.",
      "Whether you want the main level repainted before the holidays, a stained ceiling patched after an ice dam, or the lake side of the house scraped and recoated, we can usually come look at it the day you call. We paint with Sherwin-Williams and Benjamin Moore products, keep the house tidy at the end of each day, and put a {warrantyYears}-year written warranty behind the job.",
    ],
    neighborhoods: [
      "Turtle Lake",
      "Snail Lake",
      "Lake Owasso",
      "Island Lake",
      "Lake Wabasso",
      "Shoreview Commons",
    ],
    housingStock:
      "Shoreview grew quickly in the 1960s and 1970s, and most neighborhoods are full of ramblers, split-entries and split-levels from that era, with larger walkout homes and townhome associations added in the 1980s and 1990s. Lake lots on Turtle, Owasso and Snail range from cabins that were winterized long ago to newer custom homes. Houses built before 1978 often still have lead paint under later coats, especially on window sashes, trim and porch floors, so we test and follow EPA lead-safe practices before any sanding or scraping. Cedar and hardboard lap siding are both common here, and each needs its own kind of prep.",
    climateNotes:
      "With so many lakes inside the city limits, plenty of Shoreview homes sit in damp, shaded pockets where morning dew stays on the siding until almost noon. North walls under big oaks tend to grow mildew, while lake-facing walls take hard afternoon sun plus glare off the water, which chalks and fades paint faster. We schedule exterior days around when the surfaces are actually dry, wash off mildew before priming, and use finishes with mildewcide on the shady sides.",
    popularProjects: [
      "Whole-house interior repaints in 1970s split-levels",
      "Popcorn ceiling removal and retexturing",
      "Cedar siding and deck staining on lake homes",
      "Painting oak trim and kitchen cabinets",
      "Drywall repair after ice dams or basement remodels",
    ],
    additionalInfo:
      "Because we're based in Shoreview, we can often fit in small jobs, like a ceiling patch or a single bedroom, between larger projects. Interior work runs all year; exterior painting is usually booked from late May into early October, while nights stay warm enough for paint to cure. Shoreview doesn't require a permit just to paint, but if you live in a townhome association, check whether exterior colors need board approval before any paint is ordered.",
    testimonial: {
      name: "Karen L.",
      location: "Shoreview",
      rating: 5,
      text: "We had the whole upstairs of our split-level painted and the popcorn ceilings scraped and retextured. The owner came out the afternoon I called, explained exactly how the ceilings would be handled, and kept the dust contained the entire time. The rooms look brand new and the trim lines are perfect.",
    },
  },
  {
    slug: "vadnais-heights",
    name: "Vadnais Heights",
    title: "Vadnais Heights House Painters & Drywall Repair",
    description:
      "Vadnais Heights painting and drywall: interior and exterior repaints, popcorn ceiling removal and cabinet refinishing, done by the owner of the company.",
    lat: 45.0575,
    lng: -93.0738,
    nearbyAreas: ["Shoreview", "White Bear Lake", "Little Canada", "North Oaks", "Maplewood"],
    intro: [
      "Vadnais Heights is right next door to our office, which makes it one of the places we work most often. The city's west side wraps around Vadnais Lake and Sucker Lake, where the regional park trails run through the woods, and the rest of town reaches east across I-35E toward the businesses along County Road E. In between are streets of split-entry homes, townhome communities and newer single-family blocks that were built up over a fairly short span of years.",
      "A lot of Vadnais Heights homes went up in the 1970s and 1980s, when split-entries with brick or stone fronts and hardboard siding were standard. Those houses tend to wear out in the same places: lower-level rooms with tired paneling or patched drywall, dated oak kitchens, and siding that swells along the bottom edge where snow piles up. We fix those details properly, whether that means replacing a few soft boards before painting or retexturing a ceiling that never matched after an old repair.",
      "Since we're practically neighbors, a same-day visit is easy to arrange, and you'll get a clear written scope before you decide anything. The owner gives the estimate and does the painting, and every job carries a {warrantyYears}-year written warranty. If you're only ready for one room now and the exterior next summer, we're happy to plan the work in stages and keep notes on colors for the next round.",
    ],
    neighborhoods: [
      "Vadnais Lake",
      "Sucker Lake",
      "Vadnais-Snail Lakes Regional Park",
      "County Road E corridor",
    ],
    housingStock:
      "Vadnais Heights is mostly post-1970 housing: split-entries and two-stories, plenty of townhomes and twin homes, and a band of newer custom homes on wooded lots near the lakes. Hardboard lap siding and factory-primed trim from the 1980s and 1990s are common, and both fail where water sits, so inspection and spot repair come before any paint. The smaller number of homes built before 1978 are handled with EPA lead-safe methods. Inside, flat builder paint, orange-peel or knockdown walls and textured ceilings are the norm, which matters when we patch: the repair has to blend in.",
    climateNotes:
      "The wetlands and lakes along the west side of the city keep summer air heavy, and low spots near Vadnais Lake can stay damp and shaded until late morning. Those conditions encourage mildew on north siding and slow paint drying, so we start exterior work on the sunny walls and move around the house as the rest dry out. Road salt and snow piles along driveways are also hard on garage doors and the lowest rows of siding.",
    popularProjects: [
      "Split-entry interior repaints, upper and lower levels",
      "Hardboard siding repair and exterior painting",
      "Matching knockdown and orange-peel textures",
      "Oak kitchen cabinet painting",
      "Townhome interior refreshes before a sale",
    ],
    additionalInfo:
      "Townhome and twin-home owners in Vadnais Heights often have an association that maintains the exterior, so we focus on interiors there unless your board approves individual work. For single-family homes, we'll list any rot, failed caulk or loose flashing in the written estimate as separate items, so you can decide what to fix now. No permit is needed to paint; drywall work that is part of a larger remodel may fall under the city's building permits, which the remodeler normally handles.",
    testimonial: {
      name: "Mike R.",
      location: "Vadnais Heights",
      rating: 5,
      text: "Our 1980s split-entry had water-stained ceilings and hardboard siding that was starting to swell near the ground. They replaced the bad boards, repainted the whole exterior, and patched the ceilings so you honestly can't tell where the stains were. Quick estimate, a clear scope and no surprises.",
    },
  },
  {
    slug: "white-bear-lake",
    name: "White Bear Lake",
    title: "House Painting in White Bear Lake, MN",
    description:
      "Careful painting for White Bear Lake homes, from lake cottages near downtown to 1950s ramblers: exterior, interior, drywall and lead-safe prep.",
    lat: 45.0847,
    lng: -93.0099,
    nearbyAreas: ["Vadnais Heights", "North Oaks", "Hugo", "Maplewood", "Little Canada"],
    intro: [
      "White Bear Lake has been a summer escape since the late 1800s, when trains brought St. Paul families out to the shore, and that history still shows in the big porches and steep rooflines near the lake and downtown. Walk through Washington Square on a Thursday during Marketfest and you'll pass storefronts that have been repainted for a century. A few blocks away the houses shift to 1920s bungalows, postwar ramblers and the split-levels that filled in around Goose Lake and Birch Lake.",
      "Older homes here reward patience. Original clapboard, wood storm windows and porch ceilings usually carry layers of lead-based paint, so we set up lead-safe containment, mist and hand-scrape instead of dry sanding, and clean up with HEPA vacuums. Newer houses are simpler, but we still take time to caulk, spot-prime and back-brush, so the finish survives the wind that comes across the lake.",
      "You won't meet a salesperson once and a stranger crew later: the owner writes every estimate and works on every job. Estimates are usually available the same day, and the work comes with a {warrantyYears}-year written warranty. We're EPA lead-safe certified and insured up to {insuranceCoverage}, details that matter when a ladder is going up against a century-old porch with kids and neighbors nearby.",
    ],
    neighborhoods: [
      "Downtown and Washington Square",
      "Lakeshore along Lake Avenue",
      "Goose Lake",
      "Birch Lake",
      "Matoska Park area",
    ],
    housingStock:
      "White Bear Lake's housing spans more than a century: late-1800s lake cottages and Victorians near the shore, bungalows and foursquares from the 1910s to the 1930s in the grid around downtown, and many 1950s and 1960s ramblers farther out. Nearly everything built before 1978 has some lead paint in its history, and older homes often have wood clapboard, cedar shakes or stucco that each need their own prep. Interiors in the oldest houses may still be plaster, which we repair with compatible materials rather than smearing joint compound over the cracks.",
    climateNotes:
      "The lake is big enough to make its own weather. Wind off the open water pushes rain into siding and window trim on the shore side, and in winter it drives snow against the same walls. Lakefront homes also take strong reflected sunlight in summer, which fades darker colors quickly. We suggest light to mid tones on the most exposed walls, good caulk at every joint, and finishes made to flex through hard freeze-thaw cycles.",
    popularProjects: [
      "Lead-safe exterior repainting of older wood homes",
      "Porch ceilings, railings and spindles",
      "Plaster wall and ceiling repair",
      "Brighter interiors in 1950s ramblers",
      "Cabinet refinishing in older kitchens",
    ],
    additionalInfo:
      "Exterior work on older White Bear Lake homes takes longer than most people expect, mostly because of scraping and lead-safe prep, so we book those projects early in the season and give you an honest day count up front. If your house is a known historic property, it's worth asking the city whether any review applies before you change siding or trim details; repainting what's already there rarely needs approval.",
    testimonial: {
      name: "Jennifer P.",
      location: "White Bear Lake",
      rating: 4.9,
      text: "Our 1910 house near downtown had peeling paint on every porch surface. They tested for lead, wrapped the area in plastic and hand-scraped for days before priming. It took longer than I'd hoped, but the owner explained why at the start, and the porch looks better than it has in decades.",
    },
  },
  {
    slug: "north-oaks",
    name: "North Oaks",
    title: "North Oaks Painting & Drywall Contractor",
    description:
      "Interior and exterior painting for North Oaks homes on wooded lake lots: cedar siding, stain, custom cabinets and drywall, done by the owner start to finish.",
    lat: 45.1027,
    lng: -93.0791,
    nearbyAreas: ["Shoreview", "Vadnais Heights", "Lino Lakes", "White Bear Lake", "Arden Hills"],
    intro: [
      "North Oaks is unlike anywhere else in the metro. The land was once James J. Hill's farm, and today the roads are private, the lots are large and wooded, and homes sit well back from the street near Pleasant Lake, Deep Lake and Gilfillan Lake. Trails wind between properties, and you're far more likely to see deer than a sidewalk. That setting shapes the kind of painting homeowners here need.",
      "Many North Oaks homes are custom builds from the 1960s through the 2000s, often with cedar lap or board-and-batten siding, natural wood trim and big decks facing the woods or water. Cedar under heavy tree cover needs a different plan than vinyl in a sunny subdivision: we clean off mildew and tannin stains, replace split boards, and use stains or paints that let the wood breathe. Inside, we often refinish custom cabinetry and repaint tall great rooms with vaulted ceilings.",
      "The community looks after its own roads and has its own homeowners association, so we make sure trucks, ladders and staging respect local rules and your neighbors' privacy. The owner handles the estimate and stays on the job, which means questions get answered on the spot. We can usually come out the same day you reach us, and a {warrantyYears}-year written warranty backs every project.",
    ],
    neighborhoods: [
      "Pleasant Lake",
      "Deep Lake",
      "Gilfillan Lake",
      "Wilkinson Lake",
      "North Oaks Golf Club area",
    ],
    housingStock:
      "Housing in North Oaks is almost entirely single-family homes on large lots, from 1950s and 1960s modern ramblers to big 1980s and 1990s two-stories and newer custom homes. Natural cedar and redwood siding, stone accents, stained trim and large decks are common, as are tall interior spaces with open stairways. Homes built before 1978 may have lead in original stains or paints, especially on windows and trim, so we test before disturbing old finishes. Planning access matters here too: long driveways and wooded slopes change how we set ladders and protect landscaping.",
    climateNotes:
      "Tall oaks and pines shade much of North Oaks, which protects paint from the sun but keeps siding damp. Shaded cedar grows mildew and algae, and needles and leaf litter hold moisture against decks and the lowest boards. South and west walls that do get sun can fade stain unevenly. We wash and treat the wood before coating, check moisture content before staining, and give you realistic maintenance intervals for each side of the house.",
    popularProjects: [
      "Cedar siding staining and repainting",
      "Deck and railing restoration",
      "Custom cabinet refinishing",
      "Vaulted great-room and stairwell painting",
      "Drywall repair after remodels",
    ],
    additionalInfo:
      "Before exterior work starts, check with the North Oaks Home Owners' Association about any rules on exterior changes or contractor access; we're glad to supply product and color details for that. Large exterior projects here are usually booked for early summer, after the wood has dried out from spring rain and before the leaves come down in fall.",
    testimonial: {
      name: "David H.",
      location: "North Oaks",
      rating: 5,
      text: "Our cedar house backs onto thick woods and the north side was covered in mildew. They washed and treated everything, replaced a handful of split boards, and re-stained the whole house and the deck. They were careful around our gardens and left the driveway cleaner than they found it.",
    },
  },
  {
    slug: "arden-hills",
    name: "Arden Hills",
    title: "Arden Hills Interior & Exterior Painting",
    description:
      "Arden Hills painters for Lake Johanna homes, 1960s ramblers and newer townhomes: exterior and interior painting, drywall repair and popcorn ceiling removal.",
    lat: 45.0502,
    lng: -93.1566,
    nearbyAreas: ["Shoreview", "Roseville", "North Oaks", "Vadnais Heights"],
    intro: [
      "Arden Hills packs a lot into a small city. Lake Johanna and Valentine Lake sit in its southern half, Bethel University spreads across a wooded campus, and the old Army ammunition plant land to the north is being turned into the Rice Creek Commons development. Residential streets tuck in between, many of them curving around the wetlands and hills that were left in place when the neighborhoods were laid out in the 1950s and 1960s.",
      "That era left Arden Hills with plenty of ramblers and split-levels on generous lots, many with original wood siding, brick fronts and basement rec rooms. Lakefront homes on Johanna range from remodeled mid-century houses to large new builds. We work on both, and the prep is what changes: old wood needs lead-safe scraping and a real primer, while newer fiber cement mostly needs tight caulk lines and a careful top coat.",
      "Arden Hills is a few minutes from our Shoreview office, so same-day estimates are routine. The owner measures, looks at the problem spots with you and writes up exactly what's included, then shows up to do the work. You'll get Sherwin-Williams or Benjamin Moore paint, a licensed and insured contractor, and a {warrantyYears}-year written warranty. If a problem turns up partway through, such as soft wood behind a gutter, you'll hear about it before anything extra is done.",
    ],
    neighborhoods: [
      "Lake Johanna",
      "Valentine Lake",
      "Tony Schmidt Regional Park",
      "Bethel University area",
      "Rice Creek Commons",
    ],
    housingStock:
      "Most Arden Hills homes date from the 1950s through the 1970s: ramblers, split-levels and some distinctive mid-century modern designs with low-pitched roofs and big windows. Later decades added townhome associations and larger homes on the remaining lake and wooded lots. Pre-1978 houses should be treated as possibly containing lead paint until tested, and many have original cedar or redwood siding that has been painted more than once. Inside, we see a lot of textured ceilings and older drywall that looks much better after a skim coat.",
    climateNotes:
      "Open water, marshes and the hills that give the city its name create real differences from one lot to the next. Homes on the hilltops catch wind and full sun, while houses in low spots near wetlands stay shaded and damp. That changes how fast paint dries and how soon it needs redoing, so we look at each side of your house separately instead of assuming one schedule fits them all.",
    popularProjects: [
      "Mid-century exterior color updates",
      "Popcorn ceiling removal",
      "Skim-coating and drywall repair",
      "Deck and trim painting on lake homes",
      "Basement and rec room refreshes",
    ],
    additionalInfo:
      "Interior projects in Arden Hills can be scheduled any time of year, and winter is often the easiest time to get on the calendar. If you're in a townhome association, exterior colors and timing usually go through the board. For single-family homes, we'll suggest a sensible order of work, such as fixing a leaking gutter before repainting the fascia under it, so nothing has to be done twice.",
  },
  {
    slug: "roseville",
    name: "Roseville",
    title: "Roseville House Painters: Interior, Exterior & Drywall",
    description:
      "Roseville painting for postwar ramblers, Cape Cods and split-levels near Lake Owasso and Central Park: lead-safe prep, drywall repair and interior repaints.",
    lat: 45.0061,
    lng: -93.1566,
    nearbyAreas: ["Arden Hills", "Little Canada", "Shoreview", "St. Paul", "Minneapolis"],
    intro: [
      "Roseville filled in fast after World War II, and much of the city still reflects those years: tidy ramblers and Cape Cods on tree-lined blocks between Snelling Avenue and Rice Street, split-levels around Lake Owasso and Lake Josephine, and newer townhomes near Rosedale Center and the Twin Lakes area. Central Park, with its trails and the Harriet Alexander Nature Center, runs through the middle of it all.",
      "A postwar Roseville home is often on its third or fourth owner, and it shows in layers: wallpaper under paint, plaster in the older Cape Cods, drywall added in a basement rec room, and siding that has worn several colors since the 1950s. We find out what we're working with before we sand or scrape, and because nearly all of these homes were built before 1978, lead-safe practices are our default here.",
      "Our office is about fifteen minutes north, so we can usually come by the same day you get in touch. You'll meet the owner, who writes the estimate, explains the prep in plain terms and then does the painting. The work is done with Sherwin-Williams or Benjamin Moore paint and backed by a {warrantyYears}-year written warranty. Furniture gets moved and covered, switch plates come off, and everything goes back where it was.",
    ],
    neighborhoods: [
      "Lake Owasso",
      "Lake Josephine",
      "Lake McCarrons",
      "Central Park and Harriet Alexander Nature Center",
      "Rosedale and Twin Lakes area",
    ],
    housingStock:
      "Roseville's core housing is from the 1940s to the 1960s: one-story ramblers, story-and-a-half Cape Cods and early split-levels. These homes often have narrow wood lap siding, asbestos-cement shingles (which can be painted but must never be sanded) or aluminum siding added later, and plaster or early drywall inside. Almost all are old enough to have lead paint somewhere, most often on windows, doors and exterior trim. Lake lots on Owasso, Josephine and McCarrons hold both postwar houses and larger modern replacements.",
    climateNotes:
      "Roseville sits on fairly flat ground with mature trees that shade some blocks heavily and leave others in full sun. Shaded Cape Cods tend to show mildew on their north gables, while south-facing ramblers bake their front doors and trim. The long heating season dries indoor air, which makes winter a good time for interior painting, while exterior work waits for steady temperatures in late spring.",
    popularProjects: [
      "Lead-safe exterior repainting of postwar homes",
      "Plaster crack repair in Cape Cods",
      "Wallpaper removal and wall prep",
      "Basement drywall finishing and painting",
      "New colors for front doors and trim",
    ],
    additionalInfo:
      "If your Roseville home has asbestos-cement siding or an old textured ceiling, mention it at the estimate. Some older ceiling textures contained asbestos, and a lab test should come before anyone scrapes; we'll explain how to arrange one before quoting removal. Interior projects can usually start within a few weeks, and we keep bedrooms usable at night while we work.",
    testimonial: {
      name: "Linda S.",
      location: "Roseville",
      rating: 5,
      text: "Our 1955 rambler had cracked plaster in the living room and three layers of wallpaper in the hallway. They stripped it all, repaired the plaster properly and repainted the whole main floor in about a week. The owner was there every day, and the house was tidy every evening.",
    },
  },
  {
    slug: "little-canada",
    name: "Little Canada",
    title: "Little Canada, MN Painting & Drywall Services",
    description:
      "Little Canada painters for homes around Lake Gervais and Rice Street: interior and exterior painting, drywall repair, texturing and cabinet refinishing.",
    lat: 45.0269,
    lng: -93.0877,
    nearbyAreas: ["Vadnais Heights", "Roseville", "Maplewood", "St. Paul", "Shoreview"],
    intro: [
      "Little Canada takes its name from the French-Canadian settlers who arrived in the 1840s, led by Benjamin Gervais, whose name is on the city's biggest lake. The town still celebrates that heritage every August during Canadian Days, when the parade and car show draw crowds. Between Rice Street and I-35E you'll find lakeside homes on Lake Gervais, modest postwar houses, and apartment and townhome communities tucked close to the freeways.",
      "Plenty of Little Canada houses are 1950s to 1970s ramblers and split-levels that haven't had a major update in years. The requests we get are straightforward but make a big difference: painting dark wood paneling in a lower level, smoothing a damaged ceiling, replacing water-stained drywall, or giving faded siding and trim a fresh coat. Homes right on Lake Gervais usually need more exterior attention, because they take the wind coming off the water.",
      "It's only a few miles from our office to Little Canada, so a same-day estimate is easy to set up. The owner walks through the house, talks through colors and sheens, and leaves you with a clear written scope. We use premium paints, do the work ourselves and stand behind it with a {warrantyYears}-year written warranty. For condo owners, we can also plan around building rules on parking and work hours.",
    ],
    neighborhoods: ["Lake Gervais", "Rice Street corridor", "Little Canada Road", "Pioneer Park"],
    housingStock:
      "Little Canada has a compact mix: postwar ramblers and split-levels on small lots, larger lake homes along Lake Gervais, and a high share of townhomes, condos and apartments built from the 1970s on. Many of the single-family homes were built before 1978 and may have lead paint on their original trim and siding. Split-levels from the 1960s and 1970s often have wood paneling, textured ceilings and hardboard siding, and each of those needs the right primer before new paint will hold.",
    climateNotes:
      "The city sits low between several lakes and wetlands, which keeps summer humidity high. Exteriors close to the water dry slowly after rain and dew, and freeze-thaw cycles in spring and fall open gaps around windows and trim. We caulk carefully, skip damp mornings, and use exterior products with enough flexibility to move with the wood.",
    popularProjects: [
      "Painting paneling in lower levels",
      "Ceiling and wall drywall repair",
      "Exterior trim and siding repaints",
      "Kitchen cabinet refinishing",
      "Condo and townhome interior refreshes",
    ],
    additionalInfo:
      "Condo and townhome owners in Little Canada usually need association approval for anything outside their unit, and some buildings set work hours even for interior jobs. We follow those rules and can send proof of insurance if the association asks. Single-family exteriors are scheduled from late spring through early fall, and interiors any time of year.",
  },
  {
    slug: "lino-lakes",
    name: "Lino Lakes",
    title: "Painting Company Serving Lino Lakes, MN",
    description:
      "Lino Lakes painting and drywall for newer subdivisions and rural lake homes near the Rice Creek Chain of Lakes: exterior, interior, cabinets and repairs.",
    lat: 45.1602,
    lng: -93.0888,
    nearbyAreas: ["Hugo", "North Oaks", "Blaine", "Forest Lake", "Shoreview"],
    intro: [
      "Lino Lakes grew from a rural township into one of the north metro's busiest growth areas, and its neighborhoods show both sides of that story. Older homes sit on acreage and along the lakes of the Rice Creek Chain of Lakes Park Reserve, including Peltier, George Watch and Reshanau, while newer subdivisions spread out between I-35W and I-35E. Wargo Nature Center and miles of trails keep much of the city green.",
      "In the newer neighborhoods, homeowners usually call us about builder-grade paint: flat walls that scuff when you look at them, trim with thin coverage, and drywall seams or nail pops that appear as a house settles in its first few years. We fix those, repaint in durable finishes, and often turn oak or builder-white cabinets into something that looks custom. The older rural homes bring different work, like weathered cedar, painted outbuildings and decks that haven't been sealed in a while.",
      "Lino Lakes is a short drive north of us, and the owner can usually look at your project the same day. The person who gives you the estimate is the person who does the work, and a {warrantyYears}-year written warranty covers it. We'll also tell you honestly when something can wait another season, which helps when you're juggling several projects in a newer home.",
    ],
    neighborhoods: [
      "Rice Creek Chain of Lakes Park Reserve",
      "Peltier Lake",
      "George Watch Lake",
      "Reshanau Lake",
      "Wargo Nature Center",
    ],
    housingStock:
      "Most Lino Lakes homes were built after 1990, when sewer and water service opened up large subdivisions of two-stories, walkouts, villas and townhomes. These houses commonly have vinyl or engineered wood siding with painted trim, and orange-peel or knockdown texture on interior drywall. The city also has older farmhouses, 1970s homes on acreage and lake cabins that were added onto over time; those older buildings can carry lead paint and need careful exterior prep.",
    climateNotes:
      "Lino Lakes has a lot of open ground between its lakes and wetlands, so wind moves freely across many lots, drying some walls quickly and driving rain into others. Newer homes with little tree cover take full sun on their south and west sides, which fades trim and front doors. Near the chain of lakes, summer humidity keeps shaded decks and north walls damp, and mildew follows.",
    popularProjects: [
      "Replacing builder-grade interior paint",
      "Nail pop and drywall seam repair",
      "Cabinet painting in newer kitchens",
      "Exterior trim and door painting",
      "Deck staining on acreage homes",
    ],
    additionalInfo:
      "Many Lino Lakes subdivisions have a homeowners association with rules on exterior colors, so we'll bring color samples you can submit for approval before we schedule. New homes often develop a few settling cracks and nail pops in their first years; it usually makes sense to fix them all in one visit rather than room by room.",
    testimonial: {
      name: "Amanda K.",
      location: "Lino Lakes",
      rating: 4.8,
      text: "Our house was about eight years old and the builder paint scuffed everywhere. They repaired a long list of nail pops and seam cracks, then repainted the main level and stairwell in a washable finish. It has held up well with two kids and a dog. Getting on the schedule took a little while, but it was worth the wait.",
    },
  },
  {
    slug: "minneapolis",
    name: "Minneapolis",
    title: "Minneapolis Painting Contractor for Older Homes",
    description:
      "Minneapolis house painting and plaster repair for bungalows, foursquares and Victorians, with EPA lead-safe prep and the owner on every job.",
    lat: 44.98,
    lng: -93.2638,
    nearbyAreas: ["St. Paul", "Roseville", "Plymouth", "Minnetonka"],
    intro: [
      "Minneapolis has some of the richest housing in the state, and most of it is old. Craftsman bungalows line the streets of Longfellow and Nokomis, stucco Tudors and Colonials fill Linden Hills and Tangletown near Lake Harriet and Minnehaha Creek, and Northeast is full of modest wood-sided houses built for families who worked in the mills and rail yards. Around Lowry Hill and Whittier, big Victorian and Queen Anne homes still stand among newer buildings.",
      "Painting an older Minneapolis house well takes more than good paint. Plaster cracks along the lath lines, window sashes carry decades of lead paint, and stucco needs masonry primers and careful patching. We're EPA lead-safe certified and follow those procedures on every pre-1978 home, with containment, misting and HEPA cleanup. Inside, we repair plaster wherever it's sound instead of tearing it out, and we match textures so a patch disappears.",
      "We come into the city regularly from our north-metro base. The owner gives the estimate in person, often the same day, and then does the work, so you're never handed off to a crew you haven't met. Every project uses Sherwin-Williams or Benjamin Moore paint and is backed by a {warrantyYears}-year written warranty. We're used to alley access, tight driveways and permit parking, and we plan around them before the first day.",
    ],
    neighborhoods: ["Longfellow", "Nokomis", "Linden Hills", "Tangletown", "Northeast", "Lowry Hill"],
    housingStock:
      "Most Minneapolis homes were built before World War II: Victorians and Queen Annes from the 1880s and 1890s, foursquares and Craftsman bungalows from the 1900s through the 1920s, and stucco period-revival homes from the 1920s and 1930s. Postwar ramblers and Cape Cods fill parts of the far south and the northeast edge. Nearly every one has lead paint somewhere. Plaster and lath walls, wood lap siding or stucco, built-in cabinets and original woodwork that owners want protected are all part of the job here.",
    climateNotes:
      "Close-set houses and mature boulevard trees mean many Minneapolis homes are shaded on at least one side and get little airflow between them, which slows drying. Stucco holds moisture after spring rains, and siding on sunny south walls bakes under the eaves all summer. Homes near the Chain of Lakes, Minnehaha Creek and the river gorge see extra humidity. We check moisture before coating and plan the order of walls around sun and shade.",
    popularProjects: [
      "Lead-safe exterior repainting",
      "Plaster repair and interior repaints",
      "Stucco painting and patching",
      "Refinishing built-ins and kitchen cabinets",
      "Porch and window sash painting",
    ],
    additionalInfo:
      "Painting alone doesn't normally require a Minneapolis permit, but homes in a local historic district may need city review for exterior changes that go beyond repainting, such as replacing original trim or windows. Street parking and narrow side yards are common, so we plan ladders, drop cloths and material storage in advance and talk with you about keeping your neighbors' paths clear.",
    testimonial: {
      name: "Rachel G.",
      location: "Minneapolis",
      rating: 4.9,
      text: "We own a 1914 bungalow in Longfellow with original woodwork we didn't want touched. They repaired cracked plaster in three rooms, painted walls and ceilings, and masked every inch of the oak trim. You can't find the old cracks anymore, and the owner was patient with my color indecision, too.",
    },
  },
  {
    slug: "st-paul",
    name: "St. Paul",
    title: "St. Paul House Painting & Plaster Repair",
    description:
      "St. Paul painting from Summit Avenue to Highland Park: lead-safe exterior work on historic homes, plaster and drywall repair, and careful interior repaints.",
    lat: 44.9444,
    lng: -93.0933,
    nearbyAreas: ["Minneapolis", "Roseville", "Maplewood", "Little Canada", "Eagan"],
    intro: [
      "St. Paul is a city of neighborhoods, and each one has its own architecture. Summit Avenue and the Historic Hill District hold an extraordinary run of Victorian mansions, Cathedral Hill and Crocus Hill mix brownstone rowhouses with big clapboard homes, and Macalester-Groveland and Highland Park are full of foursquares and bungalows from the 1910s and 1920s. Farther out, Como, St. Anthony Park and the East Side add everything from Arts and Crafts cottages to postwar ramblers.",
      "Older St. Paul homes are forgiving if you prep them right and unforgiving if you don't. Lead paint is almost a given on exterior trim, sashes and porches, so we work lead-safe from the first scrape to the final cleanup. Plaster walls get setting compound and bonding primer, not just a skim of patch. And on exteriors with brackets, spindles and fish-scale shingles, we hand-brush each piece rather than spraying over the details.",
      "The person who listens to your plans is the person who carries them out: the owner handles the estimate and the painting. We can usually see your house the same day, and every job is backed by a {warrantyYears}-year written warranty and up to {insuranceCoverage} in insurance coverage. For big exteriors, we'll suggest which sides to do first if you'd rather spread the work over two summers.",
    ],
    neighborhoods: [
      "Summit Hill and the Historic Hill District",
      "Cathedral Hill",
      "Macalester-Groveland",
      "Highland Park",
      "Como Park",
      "St. Anthony Park",
    ],
    housingStock:
      "St. Paul's homes run from the houses around Irvine Park, some dating to the 1850s, to 1880s and 1890s Victorians on the Hill, early-1900s Prairie-style homes and foursquares, and postwar ramblers in Highland, Hayden Heights and the East Side. Wood clapboard, decorative shingles, brick and stucco are all common, often on the same block. Nearly the whole city predates 1978, so lead-safe practices are standard. Many interiors still have original plaster, picture rail and hardwood trim that deserve careful masking and repair.",
    climateNotes:
      "The Mississippi bluffs and river valley bring fog and damp air to the neighborhoods along the river, while homes on top of Summit Hill and the bluffs catch wind from every direction. Big elms, oaks and maples shade many streets, which keeps siding cooler but slower to dry. Old wood siding moves a lot through freeze-thaw cycles, so we put extra effort into priming, flexible caulk and paint at the joints where water gets in first.",
    popularProjects: [
      "Lead-safe exterior restoration painting",
      "Plaster wall and ceiling repair",
      "Victorian trim and porch detail painting",
      "Interior repaints around original woodwork",
      "Kitchen and built-in cabinet refinishing",
    ],
    additionalInfo:
      "Many St. Paul homes sit in local heritage preservation districts, including the Historic Hill District, where exterior changes such as replacing windows, trim or siding may need review by the city's Heritage Preservation Commission. Routine repainting generally doesn't, but it's wise to check with the city before altering historic features. We're glad to share product details for any application.",
    testimonial: {
      name: "Greg M.",
      location: "St. Paul",
      rating: 5,
      text: "We live in a big 1890s house in Crocus Hill, and the exterior trim had peeled down to bare wood in spots. The owner walked us through the lead-safe process, set everything up carefully, and hand-painted every bracket and spindle. Three seasons later it still looks crisp.",
    },
  },
  {
    slug: "blaine",
    name: "Blaine",
    title: "Blaine, MN Painters for New and Established Homes",
    description:
      "Blaine painting and drywall for 1960s ramblers and newer homes in The Lakes and beyond: builder-grade upgrades, exteriors, cabinets and repairs.",
    lat: 45.1608,
    lng: -93.235,
    nearbyAreas: ["Coon Rapids", "Lino Lakes", "Shoreview", "Anoka", "Arden Hills"],
    intro: [
      "Blaine has changed enormously in a few decades. Its southern end, around Highway 65 near Spring Lake Park, is lined with ramblers and split-entries from the 1950s through the 1970s. Farther north, farmland gave way to the National Sports Center and its fields, the golf course at TPC Twin Cities, and large subdivisions. The Lakes of Radisson, with its beach at Lakeside Commons Park, is one of the best-known newer neighborhoods.",
      "Those two halves of the city ask for different things. In older Blaine homes we often repaint outdated interiors, remove popcorn ceilings, repair decades of wall damage and take lead-safe precautions on anything built before 1978. In newer neighborhoods, the calls are usually about replacing thin builder paint, repairing drywall cracks, adding an accent wall or two, and refinishing kitchen cabinets that feel too plain.",
      "Blaine is an easy drive from our office, and same-day estimates are common. The owner walks the project with you, writes a clear estimate and does the work with premium Sherwin-Williams or Benjamin Moore products. If your association reviews exterior colors, we'll help you put together the paint details the board needs. Every job is covered by a {warrantyYears}-year written warranty, and you'll have the full scope on paper before we start.",
    ],
    neighborhoods: [
      "The Lakes of Radisson",
      "Lakeside Commons Park",
      "National Sports Center area",
      "TPC Twin Cities area",
      "South Blaine near Highway 65",
    ],
    housingStock:
      "South Blaine has a large stock of modest 1950s to 1970s ramblers, split-entries and split-levels, many with original wood or hardboard siding or later vinyl. Since the 1990s, Blaine has been one of the fastest-growing cities in the metro, adding thousands of two-stories, villas, detached townhomes and twin homes with vinyl siding, painted trim, and orange-peel or knockdown drywall. The older homes may carry lead paint; the newer ones often have flat builder paint that marks easily and deserves a better finish.",
    climateNotes:
      "Much of Blaine is flat, open ground with young trees, so houses in the newer subdivisions get full sun and steady wind. South- and west-facing trim, doors and garage doors fade and chalk sooner than people expect. In the older southern neighborhoods, mature trees bring the opposite problem: shade, moss on roofs and mildew on siding. We choose products and colors with both conditions in mind.",
    popularProjects: [
      "Builder-grade interior repaints",
      "Popcorn ceiling removal in older homes",
      "Garage door and exterior trim painting",
      "Kitchen cabinet refinishing",
      "Basement drywall finishing",
    ],
    additionalInfo:
      "Many Blaine neighborhoods, The Lakes included, have homeowners associations with architectural guidelines, and some maintain the exteriors of villas and townhomes. Check what your association covers before planning exterior work. Interior projects can happen any time of year, and we're glad to schedule around tournament weekends and school calendars when a family asks.",
    testimonial: {
      name: "Jason T.",
      location: "Blaine",
      rating: 5,
      text: "We're in The Lakes, and the builder paint in our house was chalky and impossible to clean. They repainted the main floor, the stairwell and the kids' rooms, fixed a dozen nail pops, and painted the oak cabinets white. The owner was upfront about the schedule and finished on the day promised.",
    },
  },
  {
    slug: "coon-rapids",
    name: "Coon Rapids",
    title: "Coon Rapids Painting and Drywall Contractor",
    description:
      "Painting and drywall for Coon Rapids ramblers, split-entries and river homes: popcorn ceiling removal, lead-safe exterior prep and interior updates.",
    lat: 45.12,
    lng: -93.2877,
    nearbyAreas: ["Blaine", "Anoka", "Maple Grove", "Lino Lakes"],
    intro: [
      "Coon Rapids is one of the places where the Twin Cities' postwar suburbs took shape. Builder Orrin Thompson started putting up affordable ramblers here in the 1950s and built a large share of the city's early homes, and neighborhoods like Thompson Park and Thompson Heights still carry his name. Later decades added split-entries, townhomes and bigger houses, while the Mississippi River, Coon Rapids Dam Regional Park and Bunker Hills give the city plenty of green space.",
      "Those original ramblers are solid houses, and many owners want to modernize them without losing their simple charm. That usually means removing popcorn ceilings, repairing drywall after a wall comes down to open up the kitchen, and repainting the whole main level in lighter colors. Outside, we repaint wood and hardboard siding, trim and front doors, with lead-safe precautions on anything built before 1978.",
      "You'll know the plan before anything starts, including how floors and furniture will be protected if you're living in the house during the work. The owner comes out for the estimate, often the same day you call, and does the job personally. Every project comes with a {warrantyYears}-year written warranty, and we use Sherwin-Williams or Benjamin Moore paint on every wall and ceiling we touch.",
    ],
    neighborhoods: [
      "Thompson Park",
      "Thompson Heights",
      "Coon Rapids Dam Regional Park",
      "Bunker Hills and Bunker Beach area",
      "Riverdale area",
    ],
    housingStock:
      "Coon Rapids grew fastest from the 1950s through the 1970s, so ramblers, split-entries and bi-levels are the most common homes, many with original wood or hardboard siding and later vinyl. Riverfront lots along the Mississippi include older homes and newer custom builds. Textured ceilings, paneling and early drywall are common inside. With so much pre-1978 housing, we assume lead paint may be present on original exterior trim and windows until a test says otherwise.",
    climateNotes:
      "Homes near the Mississippi and Coon Creek see more fog, dew and humidity than those on the drier, sandy ground farther from the river. The sandy soil drains well, but flat lots and open streets leave many houses exposed to wind and full sun. We time exterior work for dry days and favor paints that resist fading on exposed south and west walls.",
    popularProjects: [
      "Popcorn ceiling removal and retexturing",
      "Main-level interior repaints",
      "Hardboard siding repair and painting",
      "Split-entry lower-level updates",
      "Painting original kitchen cabinets",
    ],
    additionalInfo:
      "Many older Coon Rapids ceilings were sprayed with texture when the house was built, and it's wise to test that texture for asbestos before removal; we'll tell you how to arrange a test before scheduling. A whole-house interior in a typical rambler takes several days, and we work room by room so you can keep living in the house.",
  },
  {
    slug: "anoka",
    name: "Anoka",
    title: "Painting Services in Anoka, MN",
    description:
      "Anoka painters for historic homes near the Rum River and downtown, plus postwar ramblers: lead-safe exterior painting, plaster repair and interior work.",
    lat: 45.1977,
    lng: -93.3872,
    nearbyAreas: ["Coon Rapids", "Blaine", "Maple Grove"],
    intro: [
      "Anoka sits where the Rum River meets the Mississippi, and its long history shows in the older homes near downtown. Main Street storefronts, church steeples and Victorian houses on the surrounding blocks date to the city's lumber and river-trade days, while neighborhoods farther out filled in after World War II. Every fall, the town that calls itself the Halloween Capital of the World fills up with parades and visitors.",
      "Older Anoka houses usually need patient, lead-safe exterior work: hand scraping, priming bare wood, replacing a few rotten boards and repainting detailed trim. Inside, plaster walls and tall ceilings reward careful repair rather than quick patching. The city's postwar ramblers and split-levels call for simpler updates, such as removing textured ceilings, brightening dark rooms, repairing worn drywall corners and refinishing kitchen cabinets so the kitchen feels new without a remodel.",
      "Anoka is on the western side of the area we cover, and we still make the trip for same-day estimates when the schedule allows. Estimates and painting are both handled by the owner, and each project is backed by a {warrantyYears}-year written warranty. If you're restoring an older home, we can work in phases, starting with the walls that are failing first and coming back for the rest the following season.",
    ],
    neighborhoods: [
      "Historic downtown and Main Street",
      "Rum River neighborhoods",
      "Peninsula Point Park",
      "Greenhaven area",
    ],
    housingStock:
      "Anoka's older core has homes from the 1870s through the 1920s, including Italianate and Queen Anne houses and plain farmhouse-style homes, many with wood clapboard and decorative trim. Bungalows and foursquares fill in nearby, and postwar ramblers and split-levels make up most of the outer neighborhoods. The older homes almost always have lead paint in their layers and often have plaster walls. We treat them with lead-safe practices and choose primers that bond to old oil-based coatings.",
    climateNotes:
      "Two rivers bring extra moisture, fog and springtime dampness to the low areas near the Rum and the Mississippi. Wood siding on older homes close to the water can stay wet for a long time, which is hard on paint and caulk. Farther from the rivers, sandy ground and open lots mean more sun and wind. We check the moisture in the wood before priming and won't coat siding that hasn't had a chance to dry.",
    popularProjects: [
      "Lead-safe exterior painting of older homes",
      "Plaster and ceiling repair",
      "Trim and porch detail painting",
      "Textured ceiling removal in ramblers",
      "Cabinet refinishing",
    ],
    additionalInfo:
      "If your home is a designated heritage property or sits in the downtown area, ask the city whether exterior changes need review; repainting in the existing style is usually straightforward. Exterior work on Anoka's older homes is best booked early in the year, because prep on historic siding takes time and the painting season is short.",
  },
  {
    slug: "hugo",
    name: "Hugo",
    title: "Hugo, MN House Painting & Drywall",
    description:
      "Hugo painting contractor for farmhouses, acreage homes and newer neighborhoods like Victor Gardens: interior and exterior painting, decks, drywall, cabinets.",
    lat: 45.16,
    lng: -92.9933,
    nearbyAreas: ["Lino Lakes", "White Bear Lake", "Forest Lake", "North Oaks"],
    intro: [
      "Hugo still feels like a small town on the edge of farm country, even as new neighborhoods have grown up around it. Highway 61 runs through the old center, Oneka Lake and Bald Eagle Lake sit near the city's edges, and much of the land is still open fields, horse properties and wetlands. In Victor Gardens, street names like Valjean borrow from Les Misérables, a playful nod to the city's name.",
      "That mix brings a wide range of painting work. Older farmhouses and 1970s ramblers on acreage usually need exterior attention: peeling trim, weathered cedar, barns and sheds, and decks that sit in full sun and wind. Newer homes in Victor Gardens and the subdivisions off Frenchman Road are more often interior projects, like replacing flat builder paint, finishing a basement or painting cabinets.",
      "From our office it's a straight shot up Highway 61 or I-35E, so same-day estimates usually work. Every estimate comes from the owner, who also does the work, and we back it with a {warrantyYears}-year written warranty. On larger acreage properties, we'll talk through which buildings and walls to tackle first, so your money goes where the weather is doing the most damage.",
    ],
    neighborhoods: [
      "Victor Gardens",
      "Oneka Lake",
      "Bald Eagle Lake",
      "Frenchman Road area",
      "Highway 61 town center",
    ],
    housingStock:
      "Hugo's housing comes in three layers: older farmhouses and small-town homes near the original village, ramblers and split-levels on rural lots from the 1960s through the 1980s, and a large wave of newer construction since the late 1990s, including Victor Gardens with its mix of single-family homes and townhomes. Older buildings may carry lead paint. Newer homes usually have vinyl or engineered siding with painted trim, and textured drywall inside.",
    climateNotes:
      "Open farmland means wind. Homes on the outskirts of Hugo catch steady gusts from the west and northwest that dry out wood, pack snow against siding and blow dust onto fresh paint if the timing is wrong. Sun exposure is high on lots without mature trees. We watch the forecast closely, don't spray on windy days, and pick exterior finishes that hold their color under strong sun.",
    popularProjects: [
      "Farmhouse and outbuilding exterior painting",
      "Deck and fence staining",
      "Interior repaints in newer homes",
      "Basement drywall and painting",
      "Cabinet refinishing",
    ],
    additionalInfo:
      "Victor Gardens and several other Hugo neighborhoods have associations with architectural review for exterior changes, so allow some time for approval if you're changing colors. On acreage properties, we'll confirm ladder and lift access ahead of time and point out anything that needs attention before we start, like wasp nests in old eaves or loose boards on an outbuilding.",
  },
  {
    slug: "forest-lake",
    name: "Forest Lake",
    title: "Forest Lake Painting Contractor",
    description:
      "Painting for Forest Lake lake homes, cabins turned year-round and newer houses: exterior painting and staining, interiors, drywall and cabinet refinishing.",
    lat: 45.2789,
    lng: -92.9852,
    nearbyAreas: ["Hugo", "Lino Lakes", "White Bear Lake", "Stillwater"],
    intro: [
      "Forest Lake grew up as a summer resort after the railroad arrived in 1868, and the lake at its heart is still the reason many people live here. Homes line the shores of its three connected basins, downtown sits close to Lakeside Memorial Park, and the Hardwood Creek Regional Trail heads north out of town. Since the city took in the surrounding township in the early 2000s, it has also included plenty of rural land and newer subdivisions.",
      "Lake homes are a big part of our work here. Many started as small cabins and were expanded and winterized over the years, leaving a patchwork of siding, trim and additions that now has to be painted as one house. We prep each material the way it needs, whether it's old cedar, newer fiber cement or log-style siding, and we pay close attention to the lake-facing walls, which take the worst of the weather.",
      "Forest Lake sits at the north end of our regular area, but it's well within reach for estimates, often on the same day. The owner handles the estimate and the work, and you get a {warrantyYears}-year written warranty. We're licensed, insured up to {insuranceCoverage} and EPA lead-safe certified, which matters on older lake cottages that still carry their original paint under newer coats.",
    ],
    neighborhoods: [
      "Shoreline of the First, Second and Third Lake basins",
      "Downtown Forest Lake",
      "Lakeside Memorial Park",
      "Clear Lake",
      "Hardwood Creek Regional Trail area",
    ],
    housingStock:
      "Forest Lake has older homes near downtown and along the lake, many of them resort-era cottages and cabins rebuilt over generations, plus 1970s and 1980s ramblers and split-levels and a large number of two-stories and townhomes built since the 1990s. Lake homes often combine cedar, log-style siding and later additions in one building. Homes built before 1978 may have lead paint in their older layers. Rural properties on the city's outskirts add barns, sheds and long runs of fence and deck.",
    climateNotes:
      "The lake stretches for miles, so wind builds up over the water and hits shoreline homes hard. Lake-facing walls dry quickly in that wind but also take driving rain, ice and strong sun reflected off the water. Wooded lots on the quieter bays stay damp and shaded instead. We plan different maintenance intervals for each side of the house and recommend stain or paint based on how much exposure each wall gets.",
    popularProjects: [
      "Lake-facing exterior walls and trim",
      "Cedar and log siding staining",
      "Cabin-to-home interior updates",
      "Deck and railing restoration",
      "Drywall repair and texture matching",
    ],
    additionalInfo:
      "Summer is the busy season on the lake, and many lake homeowners prefer exterior work in late spring or after Labor Day, when they aren't hosting; we work around that where the weather allows. Interior updates, especially in older cabins with knotty pine or paneling, can be scheduled right through the winter.",
  },
  {
    slug: "stillwater",
    name: "Stillwater",
    title: "Stillwater Painting for Historic and Modern Homes",
    description:
      "Stillwater painting contractor for Victorian homes on the North and South Hill, river-valley exteriors, plaster repair and newer homes west of downtown.",
    lat: 45.0564,
    lng: -92.806,
    nearbyAreas: ["Lake Elmo", "Oakdale", "Woodbury", "White Bear Lake", "Hugo"],
    intro: [
      "Stillwater calls itself the birthplace of Minnesota, and the claim fits: the 1848 convention that pushed for a Minnesota Territory met here. Visitors know the Lift Bridge, the Main Street storefronts and the stairways that climb the bluffs, but for a painter the real treasure is up on the North Hill and South Hill, where Italianate, Queen Anne and Greek Revival homes from the lumber era still stand.",
      "Painting those homes properly is slow work. Many carry more than a century of paint, most of it lead-based, on clapboard, cornices, porch columns and window sashes. We set up containment, remove loose paint by hand, repair soft wood and use primers made for old surfaces. Owners often want a historically appropriate scheme with separate body, trim and accent colors, and we're happy to help sort through the options.",
      "Stillwater is a short drive east of our office by way of Highway 36. The owner gives each estimate, often on the same day, and does the painting, so your questions about an old house get a direct answer. The work is backed by a {warrantyYears}-year written warranty and done with premium Sherwin-Williams or Benjamin Moore products. Newer homes on the west side of town get the same attention, just with far less scraping.",
    ],
    neighborhoods: [
      "North Hill",
      "South Hill",
      "Downtown and Main Street",
      "Lily Lake",
      "Liberty on the Lake",
    ],
    housingStock:
      "Stillwater's historic neighborhoods hold homes from the 1850s through the early 1900s: Greek Revival, Italianate, Queen Anne and Stick-style houses, plus modest workers' cottages and later bungalows. Almost all of them have lead paint, wood clapboard or shingle siding and plaster interiors. West of downtown the city shifts to postwar ramblers and, since the 1990s, larger subdivisions such as Liberty on the Lake, with two-stories, villas and townhomes that need very different, lighter-touch maintenance.",
    climateNotes:
      "The St. Croix River valley creates its own conditions. Fog rises off the river on cool mornings, the bluffs shade many homes for part of the day, and steep lots send runoff along foundations. North-facing walls on the hills stay damp and grow mildew, while river-facing walls take strong afternoon sun. We don't start exterior work until surfaces are truly dry, and we plan the order of walls around the sun.",
    popularProjects: [
      "Historic exterior repainting with lead-safe prep",
      "Multi-color Victorian trim schemes",
      "Plaster wall and ceiling repair",
      "Porch and railing restoration",
      "Interior repaints in newer west-side homes",
    ],
    additionalInfo:
      "Stillwater has a Heritage Preservation Commission, and some properties downtown or on local heritage lists need review before exterior alterations. Repainting usually isn't an issue, but replacing siding, trim or porch parts can be. We'll point out anything that might need review and leave those decisions to you and the city.",
    testimonial: {
      name: "Susan W.",
      location: "Stillwater",
      rating: 4.9,
      text: "Our 1880s Italianate on the North Hill needed the whole exterior scraped and painted. The lead-safe setup was thorough, and the neighbors appreciated how clean the site stayed. They also replaced a few rotted sill pieces. It took most of a month, as promised, and the house has never looked better.",
    },
  },
  {
    slug: "oakdale",
    name: "Oakdale",
    title: "Oakdale, MN Interior and Exterior Painting",
    description:
      "Oakdale painting and drywall for split-entries, ramblers and townhomes near Tanners Lake and the Nature Preserve: repaints, repairs and cabinet work.",
    lat: 44.963,
    lng: -92.9649,
    nearbyAreas: ["Lake Elmo", "Maplewood", "Woodbury", "Stillwater", "White Bear Lake"],
    intro: [
      "Oakdale became a city in 1974, and most of its neighborhoods were built in the twenty years that followed. Drive along Hadley Avenue and you'll see split-entries, split-levels and two-stories on curving streets, many of them backing onto ponds or small wetlands. Tanners Lake sits in the southwest corner near I-94, and the Oakdale Nature Preserve, with its Discovery Center, boardwalk and an old one-room schoolhouse, gives the city a large stretch of woods and prairie.",
      "Split-entry homes from the 1970s and 1980s are the backbone of Oakdale's housing, and they tend to need the same things at about the same time. Lower levels get dated paneling and dinged drywall, stairwells and upper hallways need fresh paint, and the original hardboard or cedar siding needs repairs and a new coat outside. We take those projects in a practical order, so you can spread the work over a couple of seasons if you'd like.",
      "Oakdale is a quick trip from our office, and the owner can usually come out the same day. The written estimate spells out the prep, the products and the rooms or walls included, and the owner is the one who does the work. Everything is covered by a {warrantyYears}-year written warranty, and we'll point out any rot or water problems before they end up hidden under fresh paint.",
    ],
    neighborhoods: [
      "Tanners Lake",
      "Oakdale Nature Preserve and Discovery Center",
      "Hadley Avenue corridor",
      "Highway 36 area",
    ],
    housingStock:
      "Oakdale is dominated by housing from the 1970s through the 1990s: split-entries, split-levels, ramblers and a large number of townhomes and twin homes. Hardboard lap siding, cedar and later vinyl are all common, as are textured ceilings and builder drywall inside. Homes from the early 1970s may still have lead-based paint in their original layers, so we test those before sanding or scraping. Later homes are mostly about repairs and good surface prep.",
    climateNotes:
      "Oakdale sits on fairly open ground east of St. Paul, and many neighborhoods were built around ponds and wetlands. That means humid summers near the water and full sun on lots with few trees. Hardboard siding near the ground or behind snowbanks soaks up water and swells, and that's where paint fails first. We seal cut edges, replace damaged boards and keep the lower courses properly caulked.",
    popularProjects: [
      "Split-entry interior repaints",
      "Hardboard siding repair and painting",
      "Lower-level paneling and drywall updates",
      "Popcorn ceiling removal",
      "Townhome interiors",
    ],
    additionalInfo:
      "Many Oakdale townhome associations repaint exteriors on a set cycle, so owners there mostly call us for interiors. For single-family homes, exterior work runs from late spring to early fall, and interior projects are easiest to schedule in winter and early spring.",
  },
  {
    slug: "lake-elmo",
    name: "Lake Elmo",
    title: "Painting Contractor for Lake Elmo Homes",
    description:
      "Lake Elmo painters for acreage homes, Old Village houses and new neighborhoods: exterior painting and staining, interiors, drywall and cabinet refinishing.",
    lat: 44.9958,
    lng: -92.8794,
    nearbyAreas: ["Oakdale", "Stillwater", "Woodbury", "Maplewood"],
    intro: [
      "Lake Elmo has worked harder than most suburbs to keep its rural character. Open fields, horse farms and large-lot neighborhoods surround the Old Village, the small historic main street along Lake Elmo Avenue, and Lake Elmo Park Reserve covers more than two thousand acres of prairie, woods and trails. In recent years, new neighborhoods near I-94 and around the Old Village have brought a wave of new construction.",
      "Homes here range from farmhouses and 1970s houses on five-acre lots, to open-space developments where homes cluster together beside shared prairie, to brand-new villas and two-stories. So our work varies: staining cedar on a country home, repainting a farmhouse with lead-safe prep, or replacing builder paint and adding trim details in a newer house. Whatever the age, we plan around exposure, because Lake Elmo lots tend to be open and sunny.",
      "Nothing gets lost between the walk-through and the work, because the owner does both. The estimate usually happens the same day you ask, and it covers outbuildings, fences and decks as well as the house if you want them included. We use premium paints and stains, carry up to {insuranceCoverage} in insurance, and back each job with a {warrantyYears}-year written warranty.",
    ],
    neighborhoods: [
      "Old Village",
      "Lake Elmo Park Reserve",
      "Lake Jane",
      "Lake Elmo (the lake)",
      "Newer neighborhoods near I-94",
    ],
    housingStock:
      "Lake Elmo has a small historic core with buildings from the late 1800s and early 1900s, scattered farmhouses, 1960s to 1980s homes on large rural lots, and open-space neighborhoods that cluster homes on part of a parcel and leave the rest as meadow. Since the 2010s, larger subdivisions have added many two-stories and villas. Older buildings may contain lead paint, and rural homes often have cedar, log or board-and-batten siding that calls for stain rather than paint.",
    climateNotes:
      "Wide-open land gives wind and sun an easy path to Lake Elmo homes. Walls facing west and south take the brunt of summer heat and winter wind, so the stain and paint there fade and break down first. Homes near Lake Jane or Lake Elmo itself see more humidity and heavy morning dew. We recommend exterior products with strong UV resistance and plan the work for calm, dry days.",
    popularProjects: [
      "Cedar and board-and-batten staining",
      "Farmhouse exterior repainting",
      "Interior repaints in new construction",
      "Deck and porch restoration",
      "Cabinet and built-in painting",
    ],
    additionalInfo:
      "Newer Lake Elmo neighborhoods usually have associations with exterior color guidelines, and some maintain villa exteriors for their owners. Rural properties often include outbuildings and long fence lines; we can include those in the estimate or plan them as later phases.",
  },
  {
    slug: "maplewood",
    name: "Maplewood",
    title: "Maplewood House Painters & Drywall Repair",
    description:
      "Maplewood painting for postwar ramblers, split-levels and newer homes from Gladstone to south Maplewood: interiors, exteriors, drywall and popcorn removal.",
    lat: 44.953,
    lng: -92.9952,
    nearbyAreas: ["St. Paul", "Oakdale", "Little Canada", "Vadnais Heights", "Woodbury"],
    intro: [
      "Maplewood wraps around the east side of St. Paul in a long, irregular shape, and its neighborhoods change a lot from north to south. The Gladstone area along Frost Avenue has some of the city's oldest homes, the blocks around Maplewood Mall and Keller Lake are full of postwar houses, and the southern part of the city, past the 3M campus and near the wooded hills of Battle Creek, has larger homes from the 1970s onward.",
      "Owners of older Maplewood homes usually want to brighten and simplify: paint over dark trim and paneling, get rid of textured ceilings, and patch years of plaster or drywall damage. Those houses predate 1978, so we work lead-safe. In south Maplewood the projects lean toward exterior repaints of cedar and hardboard siding, deck staining, and refreshing the open stairways and vaulted rooms typical of 1980s and 1990s homes.",
      "We're just north of Maplewood, so a same-day look at your home is usually possible. The owner prices every job and paints it, using Sherwin-Williams or Benjamin Moore products, and stands behind the result with a {warrantyYears}-year written warranty. If you're getting ready to sell, we can start with the rooms buyers notice first and work around showings and your realtor's timeline.",
    ],
    neighborhoods: [
      "Gladstone",
      "Keller Lake area",
      "Maplewood Mall area",
      "Maplewood Nature Center",
      "South Maplewood near Battle Creek",
    ],
    housingStock:
      "North and central Maplewood are largely 1940s to 1960s ramblers, Cape Cods and early split-levels, with some older homes around Gladstone. South Maplewood developed later, with split-levels and two-stories from the 1970s through the 1990s on larger, hillier lots, plus townhome communities. Pre-1978 homes often have lead paint on original trim, doors and windows. Exterior materials vary widely, from cedar shakes and hardboard to aluminum and vinyl, which affects what can and should be painted.",
    climateNotes:
      "Lakes, wetlands and wooded ravines give Maplewood plenty of moisture, especially around Keller Lake, Wakefield Lake and the Battle Creek area. Shaded hillside homes in south Maplewood stay damp and can grow mildew on decks and north siding. Homes on the flatter, more open blocks to the north get more sun and wind. We adjust prep and product choices to each exposure.",
    popularProjects: [
      "Painting over paneling and dark trim",
      "Popcorn ceiling removal",
      "Cedar and hardboard exterior repaints",
      "Deck staining",
      "Interior refreshes before a sale",
    ],
    additionalInfo:
      "Maplewood doesn't require a permit for painting. If drywall is part of a bigger remodel, such as moving a wall or adding a bathroom, that work may need city permits, which your remodeler would normally pull. We're happy to come in for the drywall finishing and painting once the other trades are done.",
    testimonial: {
      name: "Brian O.",
      location: "Maplewood",
      rating: 5,
      text: "We bought a 1962 rambler near Keller Lake with dark paneling, a popcorn ceiling and brown trim everywhere. Within two weeks we had white trim, smooth ceilings and a soft gray on the walls. The owner did all of it personally and kept the house livable while we were moving in.",
    },
  },
  {
    slug: "woodbury",
    name: "Woodbury",
    title: "Woodbury, MN Painting Company",
    description:
      "Woodbury painters for homes built since the 1980s: builder-grade upgrades, HOA-approved exterior colors, cabinet refinishing, drywall repair and interiors.",
    lat: 44.9239,
    lng: -92.9594,
    nearbyAreas: ["Oakdale", "Lake Elmo", "Maplewood", "Stillwater", "St. Paul"],
    intro: [
      "Woodbury was mostly farmland when it became a city in 1967, and nearly everything you see today was built after 1980. Early neighborhoods near Carver Lake, Colby Lake and the Tamarack area are now thirty to forty years old, while master-planned communities such as Dancing Waters and Stonemill Farms filled in during the 2000s. Newer neighborhoods keep going up to the south, around East Ridge High School and the Bielenberg Sports Center.",
      "That spread of ages defines what Woodbury homeowners ask for. Houses from the 1980s and 1990s often have original hardboard or LP siding that is starting to swell, oak trim and cabinets that feel dated, and ceilings due for repair. Homes from the 2000s and later usually need builder paint replaced, nail pops fixed and kitchens brought up to date with painted cabinets. We do all of it, and we know how to prep each material so the new finish lasts.",
      "Most Woodbury neighborhoods have associations with exterior color guidelines, and we'll provide paint names and samples for your approval request. Estimates are usually same-day, and they come from the owner, who also does the painting; a {warrantyYears}-year written warranty covers the finished work. If your association looks after the exterior, we'll focus on the inside and keep shared driveways and walkways clear for your neighbors.",
    ],
    neighborhoods: ["Carver Lake", "Colby Lake", "Dancing Waters", "Stonemill Farms", "East Ridge area"],
    housingStock:
      "Woodbury is one of the newest large cities in the metro, with housing almost entirely from the 1980s on: two-stories, walkout ramblers, split-entries, villas and many townhome and twin-home associations. Exterior materials include hardboard and LP lap siding from the 1980s and 1990s, vinyl, and fiber cement on newer homes. Interiors usually have knockdown or orange-peel texture, painted or oak trim, and open great rooms with tall walls. Lead paint is rarely a concern here except in the few remaining farmhouses.",
    climateNotes:
      "Many Woodbury neighborhoods were built on open farmland with young trees, so homes take strong sun and steady wind, especially on hilltop lots. South- and west-facing trim, doors and garage doors fade and chalk quickly. Neighborhoods built around ponds and lakes deal with more humidity and mildew on decks. We recommend fade-resistant colors and premium exterior lines for the most exposed walls.",
    popularProjects: [
      "Builder-grade interior repaints",
      "Oak cabinet and trim painting",
      "Hardboard and LP siding repair and painting",
      "Two-story foyer and great-room painting",
      "Nail pop and drywall crack repair",
    ],
    additionalInfo:
      "High walls in two-story foyers and great rooms need planning: we bring the right ladders and staging and protect floors and stair railings before starting. HOA approval can take a few weeks, so if you're planning an exterior repaint for summer, start the approval process in spring.",
    testimonial: {
      name: "Priya N.",
      location: "Woodbury",
      rating: 4.8,
      text: "Our 2004 house has a two-story great room that nobody wanted to tackle. They set up staging, repainted the whole space and the foyer, and fixed the cracks along the ceiling line. When we did the exterior later, they gave us the color details for our HOA request. Very professional from start to finish.",
    },
  },
  {
    slug: "burnsville",
    name: "Burnsville",
    title: "Burnsville House Painting & Drywall Services",
    description:
      "Burnsville painting for split-levels, ramblers and townhomes above the Minnesota River: interior and exterior painting, drywall, textures and cabinets.",
    lat: 44.7677,
    lng: -93.2777,
    nearbyAreas: ["Apple Valley", "Savage", "Eagan", "Eden Prairie"],
    intro: [
      "Burnsville sits on the bluffs above the Minnesota River, with Black Dog Lake and the river bottoms spread out below and Buck Hill's ski runs rising beside I-35. Most of the city was built quickly after the interstate arrived, so the neighborhoods around Crystal Lake, Lac Lavon and Alimagnet Lake are full of homes from the 1960s through the 1980s, with townhomes and apartments near Burnsville Center and the Heart of the City.",
      "A typical Burnsville project is a split-level or two-story that has reached the age where everything needs attention at once: siding and trim outside, textured ceilings and tired walls inside, and oak cabinets that no longer suit the house. We help you sort out what matters most, then handle it in a sensible order. Drywall repair and texture matching are a big part of that, since a patched ceiling only looks right when the texture blends.",
      "Burnsville is across the river from our office, but we make the drive for estimates regularly and can often come the same day. The owner comes out in person, writes the estimate and does the painting, and you'll have a {warrantyYears}-year written warranty on the finished work. You'll also get a realistic timeline rather than a rushed one, along with a clear list of what's included and what isn't.",
    ],
    neighborhoods: [
      "Crystal Lake",
      "Lac Lavon",
      "Alimagnet Lake",
      "Heart of the City",
      "Black Dog Lake and the river bluffs",
    ],
    housingStock:
      "Burnsville's housing is mostly from the 1960s through the 1980s: split-levels, split-entries, ramblers and two-stories, along with a large number of townhomes and condos. Cedar and hardboard siding are common, as are later vinyl and steel. Inside, many homes still have popcorn or heavy textured ceilings and original oak trim. Houses built before 1978 should be treated as possibly containing lead paint. Bluff-top and lakeside lots include larger custom homes with more complicated exteriors.",
    climateNotes:
      "The Minnesota River valley brings fog and damp air to the lower areas near the bluffs, and homes facing the river catch strong north and northwest winds in winter. In the upland neighborhoods, mature trees shade some blocks and leave others exposed. Expect mildew and slower drying on shaded north walls and faster fading on open south walls; we plan prep and products for both.",
    popularProjects: [
      "Split-level interior repaints",
      "Popcorn ceiling removal and retexturing",
      "Cedar and hardboard exterior painting",
      "Oak cabinet refinishing",
      "Townhome and condo interiors",
    ],
    additionalInfo:
      "Many Burnsville townhome communities handle exterior maintenance through the association, so check before planning siding or trim work. Inside, we can remove popcorn ceilings in occupied homes with careful containment; for ceilings installed before the 1980s, an asbestos test beforehand is the safe step, and we'll explain how that works.",
  },
  {
    slug: "apple-valley",
    name: "Apple Valley",
    title: "Apple Valley Painters for Interiors & Exteriors",
    description:
      "Apple Valley painting and drywall for Orrin Thompson ramblers, 1980s two-stories and newer homes near Cobblestone Lake: interiors, exteriors and cabinets.",
    lat: 44.7319,
    lng: -93.2177,
    nearbyAreas: ["Burnsville", "Eagan", "Savage"],
    intro: [
      "Apple Valley was farmland in Lebanon Township until the early 1960s, when builder Orrin Thompson opened model homes and picked the name Apple Valley for his new development. Those first ramblers and split-levels still make up many neighborhoods in the north part of the city. Later growth spread south past County Road 42 toward Cobblestone Lake, and the Minnesota Zoo and Lebanon Hills Regional Park give the east side a great deal of green space.",
      "Thompson's homes were built to be affordable, and many have been remodeled more than once. Owners usually ask us to smooth or retexture ceilings, repaint whole main floors and refinish kitchen cabinets instead of replacing them. Outside, we repaint cedar and hardboard siding and trim, following lead-safe practices on homes built before 1978. In the newer homes of south Apple Valley, the focus shifts to upgrading builder-grade finishes.",
      "The owner visits for the estimate and does the work from start to finish. Estimates are often same-day, and you'll know exactly what's included before we begin. Every project uses premium paint and comes with a {warrantyYears}-year written warranty. We're used to busy households, so we'll plan the rooms in an order that keeps kitchens and bedrooms usable for as long as possible.",
    ],
    neighborhoods: [
      "Cobblestone Lake",
      "Farquar Lake",
      "Alimagnet Park",
      "Minnesota Zoo area",
      "Kelley Park and downtown near Cedar Avenue",
    ],
    housingStock:
      "Apple Valley's oldest neighborhoods are 1960s and 1970s Orrin Thompson ramblers, split-entries and split-levels, many with cedar or hardboard siding and simple floor plans. The 1980s and 1990s added two-stories, townhomes and larger homes near the lakes and parks, and the 2000s brought the Cobblestone Lake area and other newer developments. Expect textured ceilings, oak trim and some paneling in the older homes, and knockdown texture and builder paint in newer ones. Pre-1978 homes need lead-safe prep.",
    climateNotes:
      "Apple Valley sits on higher, rolling ground south of the Minnesota River, and many neighborhoods are wide open to sun and wind. West-facing siding and trim fade fastest, and winter winds drive snow into gaps around windows and doors. Homes backing onto Lebanon Hills or the woods near the zoo are shadier and damper. Good caulking and exterior paint made for UV and big temperature swings make a real difference here.",
    popularProjects: [
      "Main-floor repaints in ramblers and split-levels",
      "Ceiling texture removal and smoothing",
      "Kitchen cabinet refinishing",
      "Exterior siding and trim painting",
      "Builder-grade upgrades in newer homes",
    ],
    additionalInfo:
      "Newer neighborhoods in south Apple Valley often have HOA color rules; the older neighborhoods generally don't. Painting doesn't require a city permit. Because we travel south of the river for Apple Valley projects, we group nearby jobs when we can, which helps keep start dates reliable.",
  },
  {
    slug: "savage",
    name: "Savage",
    title: "Painting and Drywall Contractor in Savage, MN",
    description:
      "Savage painting and drywall: interior and exterior repaints, cabinet refinishing and texture work for homes near Murphy-Hanrehan and the Minnesota River.",
    lat: 44.7791,
    lng: -93.3363,
    nearbyAreas: ["Burnsville", "Eden Prairie", "Apple Valley"],
    intro: [
      "Savage takes its name from Marion Savage, whose famous harness-racing horse Dan Patch trained here along the Minnesota River in the early 1900s. The town's older section still sits down near the river and Highway 13, while most of today's city spreads across the hills to the south, where neighborhoods border the woods and lakes of Murphy-Hanrehan Park Reserve and many homes look out over ponds and wetlands.",
      "Savage grew quickly from the late 1980s through the 2000s, so most homes here are two-stories, walkouts and split-entries from that period, plus townhomes. They usually need the same kinds of updates: builder paint replaced with something scrubbable, oak trim and cabinets painted, drywall cracks and nail pops repaired, and exterior trim and doors refreshed after years of sun. The older homes near downtown Savage bring lead-safe exterior work and some plaster repair.",
      "Even this far south, same-day estimates are often possible, and the owner handles both the estimate and the work. You'll get a clear plan, premium Sherwin-Williams or Benjamin Moore products and a {warrantyYears}-year written warranty on the finished job. If you have a walkout basement that was never finished, we can take care of the drywall, texture and paint once the framing and electrical are done.",
    ],
    neighborhoods: [
      "Downtown Savage along Highway 13",
      "Murphy-Hanrehan Park Reserve",
      "Minnesota River valley",
      "Neighborhoods along County Road 42",
    ],
    housingStock:
      "Savage is mostly a 1990s and 2000s city: two-stories, walkout ramblers, split-entries and townhome associations with vinyl or engineered wood siding, painted trim, and knockdown or orange-peel drywall. The older part of town near the river has a smaller number of early-1900s and postwar homes, which may contain lead paint and plaster. Walkout lots are common, so many houses have tall rear walls and decks that need proper ladders or lifts to reach safely.",
    climateNotes:
      "Hillside neighborhoods in Savage are exposed to sun and wind on the ridges and shaded in the wooded valleys, while the Minnesota River bottoms near Highway 13 hold fog and humidity. Decks and the rear walls of walkouts, which often face open space, take the most weather and usually need attention first. We recommend stains and paints based on how much sun and moisture each side receives.",
    popularProjects: [
      "Builder-grade paint upgrades",
      "Walkout basement drywall and painting",
      "Decks and rear exterior walls",
      "Cabinet and trim painting",
      "Drywall crack and nail pop repair",
    ],
    additionalInfo:
      "Many Savage neighborhoods have HOAs with exterior guidelines, so check before changing colors. For tall walkout elevations, we'll explain how we'll reach the work and protect landscaping and decks. Basement finishing usually involves city permits for framing and electrical, which your builder or contractor obtains; our part starts when the walls are ready for drywall.",
  },
  {
    slug: "eagan",
    name: "Eagan",
    title: "Eagan Painting Contractor: Interior, Exterior, Drywall",
    description:
      "Eagan house painting for 1970s to 1990s homes near Lebanon Hills and the river bluffs: exterior repaints, interior updates, cabinets and drywall repair.",
    lat: 44.8041,
    lng: -93.1669,
    nearbyAreas: ["Apple Valley", "Burnsville", "St. Paul", "Savage"],
    intro: [
      "Eagan grew from a farming township into one of the metro's larger suburbs in just a few decades, mostly between the 1970s and the 1990s. Neighborhoods wind around Blackhawk Lake, Thomas Lake and the hills of Lebanon Hills Regional Park, while the north end looks out over the Minnesota River valley. Caponi Art Park and the restored Holz Farm add some character to a city better known for quiet, curving streets.",
      "Because so much of Eagan went up in the same era, many homes are hitting the same milestones together. Original cedar and hardboard siding needs repair and repainting, decks need stripping and re-staining, and interiors still have the oak trim, textured ceilings and wallpaper borders of the 1980s and 1990s. We help you update in a way that suits the house: painted trim where it makes sense, smooth or refreshed ceilings, and cabinets that look new without a full remodel.",
      "Every Eagan estimate is given in person by the owner, often the same day, and the owner then does the work. The company carries up to {insuranceCoverage} in insurance, holds EPA lead-safe certification and puts a {warrantyYears}-year written warranty on the work. If you're not sure where to start, we'll walk the house with you and suggest the projects that protect your home first, then the ones that simply make it nicer to live in.",
    ],
    neighborhoods: [
      "Lebanon Hills Regional Park",
      "Blackhawk Lake",
      "Thomas Lake",
      "Caponi Art Park",
      "Holz Farm Park",
      "Cedar Grove",
    ],
    housingStock:
      "Eagan's housing is mostly from the 1970s through the 1990s: split-levels, two-stories, walkout ramblers and a lot of townhomes, with newer infill and redevelopment around Cedar Grove. Cedar lap siding, hardboard and vinyl are common, and many homes have large decks on walkout lots. Interiors often have textured ceilings, oak trim and open two-story entries. Homes built in the early to mid-1970s may still contain lead paint in their original finishes.",
    climateNotes:
      "Eagan's rolling, wooded terrain creates big differences from lot to lot. Homes backing onto Lebanon Hills or a wooded ravine stay shaded and damp, which invites mildew on siding and decks. Homes on open hilltops and along the river bluffs take more wind and sun. Spring freeze-thaw cycles are hard on deck boards and exterior caulk, so we check and repair those before painting.",
    popularProjects: [
      "Cedar and hardboard siding repaints",
      "Deck stripping and staining",
      "Oak trim and cabinet painting",
      "Ceiling texture repair and removal",
      "Townhome interior updates",
    ],
    additionalInfo:
      "Eagan has many townhome associations that manage exteriors, while most single-family neighborhoods have no color rules. We schedule exterior work from late spring into fall and interiors all year. For homes with big decks, staining is best planned after the wood has dried out from spring rain, usually by early summer.",
    testimonial: {
      name: "Mark D.",
      location: "Eagan",
      rating: 5,
      text: "We had the cedar siding on our 1988 two-story repainted and the deck stripped and stained. The owner found a few soft boards near the deck ledger and replaced them before painting. Good communication, a clean site every day, and the color matches the sample exactly.",
    },
  },
  {
    slug: "minnetonka",
    name: "Minnetonka",
    title: "Minnetonka House Painters: Interior & Exterior",
    description:
      "Minnetonka painting for wooded-lot homes, mid-century designs and lake properties: cedar siding, interior repaints, drywall repair and cabinet refinishing.",
    lat: 44.9133,
    lng: -93.5033,
    nearbyAreas: ["Wayzata", "Plymouth", "Eden Prairie", "Minneapolis"],
    intro: [
      "Minnetonka is known for its trees. Homes sit on wooded, often hilly lots that run from Gray's Bay on Lake Minnetonka, where Minnehaha Creek begins its trip to the Mississippi, east through Glen Lake and the Ridgedale area. The old Minnetonka Mills area along the creek recalls the city's earliest days, but most neighborhoods were built from the 1950s through the 1980s, many with homes designed to blend into the woods.",
      "That architecture brings its own painting needs. Cedar and redwood siding, deep overhangs, stained wood ceilings and big windows are common, and wooded lots mean mildew, moss and sunlight only in patches. We wash and treat wood before coating, replace failed boards, and choose between paint and stain based on how the house was built. Inside, many Minnetonka homes are getting lighter, with paneled family rooms and heavy wood trim refreshed in softer colors.",
      "We're glad to make the trip west for Minnetonka projects. Expect the owner at your door for the estimate, frequently on the day you call, and again on the first morning of work. We use Sherwin-Williams or Benjamin Moore products, and a {warrantyYears}-year written warranty covers the job. On mid-century homes, we'll talk through which original wood surfaces you may want to leave natural, since paint on stained wood is hard to undo.",
    ],
    neighborhoods: ["Gray's Bay", "Glen Lake", "Minnetonka Mills", "Ridgedale area", "Lone Lake Park"],
    housingStock:
      "Most Minnetonka homes were built between the 1950s and the 1980s: ramblers, split-levels, contemporary and mid-century modern designs, and large two-stories, many on half-acre or bigger wooded lots. Natural cedar, redwood and stained trim are common outside, and vaulted ceilings and wood paneling inside. Newer custom homes and townhomes have filled in over time. Pre-1978 homes may have lead paint on original trim or siding, so we test before disturbing it.",
    climateNotes:
      "Heavy tree cover keeps many Minnetonka homes cool and shaded, but it also traps moisture against siding and roofs. North and east walls can grow mildew and algae, while south walls that catch sun through gaps in the canopy fade unevenly. Homes near Lake Minnetonka, Minnehaha Creek and the city's many wetlands see extra humidity. We schedule exterior work for dry stretches and choose coatings that let wood breathe.",
    popularProjects: [
      "Cedar siding staining and painting",
      "Mid-century interior updates",
      "Painting paneling and wood trim",
      "Vaulted ceiling and great-room painting",
      "Drywall repair after remodeling",
    ],
    additionalInfo:
      "Minnetonka doesn't require a permit for painting, but shoreland properties and homes in associations may have their own rules about exterior changes. Wooded lots sometimes need branches trimmed back from the house before exterior work; we'll point out where that's needed so you can arrange it ahead of time.",
    testimonial: {
      name: "Laura B.",
      location: "Minnetonka",
      rating: 4.9,
      text: "Our 1968 contemporary has cedar siding and a lot of shade, and the last paint job had failed badly. They cleaned and treated everything, replaced several boards, and used a solid stain that looks great against the trees. They were also honest that the north side will need more upkeep than the rest.",
    },
  },
  {
    slug: "plymouth",
    name: "Plymouth",
    title: "Plymouth, MN Painting & Drywall Services",
    description:
      "Plymouth painting and drywall for homes near Medicine Lake, Parkers Lake and the newer northwest neighborhoods: interiors, exteriors, cabinets and repairs.",
    lat: 45.0105,
    lng: -93.4555,
    nearbyAreas: ["Maple Grove", "Wayzata", "Minnetonka", "Minneapolis"],
    intro: [
      "Plymouth is big and varied. The east side wraps around Medicine Lake and French Regional Park, central neighborhoods circle Parkers Lake and the Plymouth Creek Center, and the northwest corner filled in with new subdivisions mostly after 2000. In between are office parks, wetlands, trails and a broad mix of homes built over about five decades, from lake cabins that became year-round houses to brand-new villas.",
      "Homes near Medicine Lake and in east Plymouth are often 1960s and 1970s ramblers and split-levels, many already remodeled once. Central Plymouth has lots of 1980s and 1990s two-stories with cedar or hardboard siding and oak interiors. In the northwest, newer homes mostly need builder finishes upgraded and early settlement cracks fixed. We work on all of them, adjusting prep, primer and product to each house rather than following a single plan.",
      "Whoever looks at your walls during the estimate is the one who paints them, because in both cases that's the owner, and the visit can often happen the day you call. We use premium Sherwin-Williams or Benjamin Moore paint. Each project carries a {warrantyYears}-year written warranty, and you'll get a realistic schedule from the start. If your neighborhood has an association, we'll prepare the paint details it needs before you submit a color change, so approval doesn't hold up the start date.",
    ],
    neighborhoods: [
      "Medicine Lake",
      "Parkers Lake",
      "French Regional Park",
      "Bass Lake",
      "Northwest Plymouth",
    ],
    housingStock:
      "Plymouth's homes span the 1960s to today. East Plymouth has many ramblers and split-levels from the 1960s and 1970s; central areas are full of 1980s and 1990s two-stories, walkouts and townhomes; and northwest Plymouth has 2000s and newer construction with vinyl and fiber cement siding. Shoreline on Medicine Lake and Parkers Lake includes both older homes and recent rebuilds. Pre-1978 houses get lead-safe prep; newer ones more often need drywall repair and better-quality paint.",
    climateNotes:
      "Plymouth has a lot of water, from Medicine Lake to dozens of ponds and wetlands, so humidity and morning dew matter across much of the city. Open northwest neighborhoods with young trees take full sun and wind, while older wooded areas near the lakes stay shadier. We watch dew points and surface temperatures closely when planning exterior days, since paint put on damp siding doesn't bond well.",
    popularProjects: [
      "Interior repaints in 1980s and 1990s two-stories",
      "Cedar and hardboard exterior repainting",
      "Cabinet refinishing",
      "Drywall crack repair in newer homes",
      "Drywall and paint for finished basements",
    ],
    additionalInfo:
      "Many Plymouth neighborhoods have associations, and townhome communities often repaint exteriors on a set cycle. Painting doesn't need a city permit. For lakefront homes, we plan staging and cleanup so no paint chips or wash water end up in the lake.",
  },
  {
    slug: "maple-grove",
    name: "Maple Grove",
    title: "Maple Grove Interior and Exterior Painting",
    description:
      "Maple Grove painters for homes near Weaver Lake, Fish Lake and Arbor Lakes: builder-grade upgrades, exteriors, cabinet refinishing and drywall repair.",
    lat: 45.0725,
    lng: -93.4558,
    nearbyAreas: ["Plymouth", "Coon Rapids", "Anoka", "Minnetonka"],
    intro: [
      "Maple Grove grew from farm fields and gravel pits into one of Minnesota's largest suburbs in a few decades. The Arbor Lakes shopping district was built on former gravel-mining land, Weaver Lake, Fish Lake and Eagle Lake anchor some of the older neighborhoods, and Elm Creek Park Reserve stretches along the city's northern side. Newer subdivisions kept spreading west through the 2000s and 2010s.",
      "Most Maple Grove homes were built since the 1980s, so homeowners here usually aren't dealing with lead paint or plaster. Instead, they want builder-grade walls replaced with durable finishes, nail pops and drywall cracks fixed, oak trim and cabinets updated, and exteriors repainted before the original siding or trim starts to fail. We handle each of those and can split a whole-house update into stages that fit your calendar.",
      "You'll always know who is in your home, because the owner, who can usually visit for an estimate the same day, is also the one doing the work. We use Sherwin-Williams and Benjamin Moore products and provide a {warrantyYears}-year written warranty on every job. For HOA neighborhoods, we'll supply color names and samples ahead of time so the approval is simple and the project can start on schedule.",
    ],
    neighborhoods: ["Arbor Lakes", "Weaver Lake", "Fish Lake", "Eagle Lake", "Elm Creek Park Reserve area"],
    housingStock:
      "Maple Grove is largely 1980s, 1990s and 2000s construction: two-stories, walkout ramblers, split-entries, villas and many townhome associations, with new neighborhoods still being added on the west side. Typical homes have vinyl or hardboard siding with painted trim, knockdown or orange-peel walls, and open great rooms. A few older farmhouses and 1970s homes remain near the lakes, and those should be tested for lead paint before exterior prep.",
    climateNotes:
      "Many Maple Grove neighborhoods sit on open former farm and gravel land, so homes see a lot of sun and wind. Front doors, garage doors and trim facing south or west fade quickly. Neighborhoods around Weaver, Fish and Eagle lakes deal with more humidity and mildew on shaded decks. We recommend UV-resistant exterior products and time exterior days around dew and wind.",
    popularProjects: [
      "Builder-grade interior repaints",
      "Oak cabinet and trim painting",
      "Two-story foyer and stairwell painting",
      "Exterior trim and garage door painting",
      "Nail pop and drywall repair",
    ],
    additionalInfo:
      "Maple Grove has many HOA neighborhoods; some maintain exteriors and others only approve colors. Interior projects can be scheduled all year, and winter is a good time to update kitchens and main floors. Open layouts let dust travel, so we protect floors, railings and furniture carefully before any sanding starts.",
    testimonial: {
      name: "Nicole F.",
      location: "Maple Grove",
      rating: 5,
      text: "Our 1998 house still had the original flat builder paint and honey oak everywhere. They painted the trim, doors and kitchen cabinets, then repainted every room on the main floor. The cabinet finish is smooth and hard, not sticky like I'd worried about, and the owner was on site every day.",
    },
  },
  {
    slug: "wayzata",
    name: "Wayzata",
    title: "Wayzata Painting Contractor for Lake and Historic Homes",
    description:
      "Wayzata painting for Wayzata Bay lake homes, historic cottages in the Bluff and Holdridge neighborhoods and new custom homes: careful prep, premium paint.",
    lat: 44.9741,
    lng: -93.5066,
    nearbyAreas: ["Minnetonka", "Plymouth", "Eden Prairie", "Maple Grove"],
    intro: [
      "Wayzata sits on the north shore of Lake Minnetonka, and its name comes from a Dakota word for the north. Lake Street runs along Wayzata Bay, past the 1906 railroad depot and the Panoway lakefront. Behind downtown, the Bluff, Old Holdridge and North Wayzata neighborhoods hold cottages and bungalows from the early 1900s, while Ferndale Road and Bushaway Road are lined with large lakeshore estates.",
      "Painting in Wayzata covers a wide range: lead-safe exterior work on century-old cottages, detailed trim and millwork in lakeshore homes, and careful interior finishes in new custom builds. Lake homes need exterior coatings that stand up to wind, water and reflected sun, and owners expect a clean, precise result. We put our effort into prep, straight lines and protecting landscaping, stonework and everything else around the work area.",
      "The details discussed at the walk-through are the details carried out, because the owner does both the estimate and the work. Same-day estimates are often possible, and every project carries a {warrantyYears}-year written warranty and up to {insuranceCoverage} in insurance coverage. We're also glad to coordinate with builders or designers when painting is one part of a larger remodel or a new build.",
    ],
    neighborhoods: [
      "Downtown and Lake Street",
      "The Bluff",
      "Old Holdridge",
      "North Wayzata",
      "Ferndale Road",
      "Bushaway Road",
    ],
    housingStock:
      "Wayzata's older neighborhoods date mostly from the early 1900s, when the town shifted from a resort area to a year-round village: cottages, bungalows and a few Victorian homes, many with wood siding, porches and plaster interiors. Lakeshore areas mix early twentieth-century estates with newer custom homes, and downtown has added condominiums and townhomes. Older homes almost always contain lead paint. Custom homes often feature fine millwork, painted cabinetry and high-end finishes that call for meticulous masking.",
    climateNotes:
      "Wayzata Bay opens onto the main lake, so shoreline homes catch wind off the water, strong reflected sun in summer and icy winds in winter. Paint and caulk on lake-facing walls work harder than anywhere else on the house. Inland, the hilly, wooded lots of Holdridge and the Bluff stay shadier and damper. We choose products by exposure and recommend checking lake-facing trim every couple of years.",
    popularProjects: [
      "Lake-facing exterior repaints",
      "Historic cottage exteriors with lead-safe prep",
      "Fine trim and millwork painting",
      "Cabinet refinishing",
      "Condo and townhome interiors",
    ],
    additionalInfo:
      "Wayzata has a Heritage Preservation Board, and some properties carry historic designations that may affect exterior changes; repainting usually isn't restricted, but it's worth checking before altering original features. Condominium buildings downtown often set work hours and elevator reservations, which we're happy to follow.",
  },
  {
    slug: "eden-prairie",
    name: "Eden Prairie",
    title: "Eden Prairie House Painting & Drywall",
    description:
      "Eden Prairie painting and drywall for homes near Staring Lake, Purgatory Creek and the river bluffs: exteriors, cedar, interiors, cabinets and repairs.",
    lat: 44.8547,
    lng: -93.4708,
    nearbyAreas: ["Minnetonka", "Savage", "Burnsville", "Wayzata"],
    intro: [
      "Eden Prairie grew from a farming town into a major suburb beginning in the 1970s, and its neighborhoods were laid out around an unusual amount of open space. Staring Lake, Purgatory Creek, Lake Riley, Bryant Lake and the Anderson Lakes give many homes water or wetland views, and the south edge of the city drops down steep bluffs to the Minnesota River valley near Flying Cloud Airport.",
      "Most Eden Prairie homes were built in the 1970s, 1980s and 1990s, with cedar or hardboard siding, large decks, and interiors full of oak trim and vaulted ceilings. Many are due for a full exterior repaint and some siding repair, and interiors are often being brightened room by room. Newer homes around the city need builder paint upgraded and settling cracks fixed. We bring the same careful prep to all of it.",
      "You'll deal with one person from start to finish: the owner comes out to measure and price the job, usually the day you call, and then comes back to paint it. Projects use premium paint and are backed by a {warrantyYears}-year written warranty. For homes on bluffs or wooded slopes, we'll explain how we'll reach the high walls safely and keep ladders and drop cloths off your plantings, patio and deck.",
    ],
    neighborhoods: [
      "Staring Lake",
      "Purgatory Creek",
      "Lake Riley",
      "Bryant Lake",
      "Anderson Lakes",
      "Minnesota River bluffs",
    ],
    housingStock:
      "Eden Prairie's housing is mostly from the 1970s through the 2000s: split-levels, two-stories, walkouts, contemporary designs on wooded lots, and many townhome associations. Cedar lap, cedar shake and hardboard siding are common, with stucco on some 1990s homes. Interiors often have oak trim, vaulted ceilings and knockdown texture. Homes from the early 1970s may still contain lead paint in their original layers.",
    climateNotes:
      "Lakes, creeks and wetlands keep summer humidity high across much of Eden Prairie, and wooded lots near Purgatory Creek and the bluffs stay shaded and damp. Homes on open hilltops and along the river bluffs take strong wind, and west-facing walls get hard afternoon sun. Cedar in the shade grows mildew quickly, so washing and treating the wood is part of nearly every exterior job here.",
    popularProjects: [
      "Cedar siding repaints and staining",
      "Hardboard siding repair and painting",
      "Oak trim and cabinet painting",
      "Vaulted ceiling and great-room painting",
      "Townhome interior updates",
    ],
    additionalInfo:
      "Many Eden Prairie neighborhoods and townhome communities have associations with exterior guidelines, and some handle exterior painting themselves. We'll help with color submittals when needed. Exterior painting is best scheduled from late May through September; interiors are available all year.",
  },
];

export const otherCityPages: CityRecord[] = [
  {
    slug: "bloomington",
    name: "Bloomington",
    title: "Bloomington, MN Painting Contractor",
    description:
      "Bloomington painting and drywall for postwar ramblers in the east and 1960s-70s split-levels in the west: interiors, exteriors, ceilings and cabinets.",
    lat: 44.8408,
    lng: -93.2983,
    nearbyAreas: ["Eden Prairie", "Burnsville", "Eagan", "Minneapolis", "Savage"],
    intro: [
      "Bloomington is Minnesota's fourth-largest city and has far more to it than the Mall of America. East Bloomington, near the airport and the Minnesota Valley National Wildlife Refuge, is full of postwar ramblers on grid streets. West Bloomington spreads over rolling, wooded land around Normandale Lake, Bush Lake and Hyland Lake Park Reserve, where most homes went up in the 1960s and 1970s.",
      "In East Bloomington we mostly help with updates to small, solidly built homes: removing textured ceilings, repainting whole interiors, refreshing siding and trim, and working lead-safe on houses built before 1978. In West Bloomington, larger split-levels and walkouts bring cedar siding, big decks and dated oak interiors. Either way, we'll tell you plainly what to fix first and what can safely wait a year or two.",
      "Bloomington is outside our core area, but the owner still comes out personally for the estimate and does the work. Every job uses premium Sherwin-Williams or Benjamin Moore products and comes with a {warrantyYears}-year written warranty. Let us know your timing when you reach out, and we'll tell you honestly how soon we can start and how long the work should take.",
    ],
    neighborhoods: [
      "East Bloomington",
      "West Bloomington",
      "Normandale Lake",
      "Hyland Lake Park Reserve",
      "Bush Lake",
      "Minnesota Valley National Wildlife Refuge",
    ],
    housingStock:
      "East Bloomington was built mainly in the late 1940s and 1950s: ramblers and Cape Cods with wood siding, plaster or early drywall, and modest floor plans. West Bloomington grew in the 1960s and 1970s with split-levels, walkouts and larger ramblers, many with cedar siding and textured ceilings. The large majority of homes in the city predate 1978, so we follow EPA lead-safe practices during exterior and interior prep.",
    climateNotes:
      "The Minnesota River bluffs along Bloomington's southern edge bring fog and humidity to nearby neighborhoods, and wooded West Bloomington lots stay shaded and damp. East Bloomington's flatter, more open blocks get more sun and wind. We adjust prep, primers and drying times to each home's exposure.",
    popularProjects: [
      "Rambler interior repaints",
      "Textured ceiling removal",
      "Cedar siding and deck work",
      "Lead-safe exterior painting",
      "Cabinet refinishing",
    ],
    additionalInfo:
      "Painting doesn't need a Bloomington permit. Because Bloomington is farther from our Shoreview office, we group projects in the area when possible and confirm start dates in writing, so you know exactly when to expect us.",
  },
];

export const additionalCommunities: { name: string; slug?: string }[] = [
  { name: "Andover" },
  { name: "Bloomington", slug: "bloomington" },
  { name: "Brooklyn Center" },
  { name: "Brooklyn Park" },
  { name: "Centerville" },
  { name: "Champlin" },
  { name: "Chanhassen" },
  { name: "Circle Pines" },
  { name: "Columbia Heights" },
  { name: "Cottage Grove" },
  { name: "Dellwood" },
  { name: "Edina" },
  { name: "Falcon Heights" },
  { name: "Fridley" },
  { name: "Golden Valley" },
  { name: "Ham Lake" },
  { name: "Hastings" },
  { name: "Hopkins" },
  { name: "Inver Grove Heights" },
  { name: "Lakeville" },
  { name: "Mahtomedi" },
  { name: "Mendota Heights" },
  { name: "Mounds View" },
  { name: "New Brighton" },
  { name: "North St. Paul" },
  { name: "Prior Lake" },
  { name: "Ramsey" },
  { name: "Richfield" },
  { name: "Rosemount" },
  { name: "Shakopee" },
  { name: "South St. Paul" },
  { name: "Spring Lake Park" },
  { name: "St. Anthony" },
  { name: "St. Louis Park" },
  { name: "West St. Paul" },
];

export const defaultCity: CityRecord = {
  slug: "",
  name: "Your Area",
  title: "Painting & Drywall Contractor Serving the Twin Cities",
  description:
    "Interior and exterior painting, drywall and cabinet refinishing across the Twin Cities metro from a Shoreview-based painter. Same-day estimates from the owner.",
  lat: 45.06,
  lng: -93.06,
  nearbyAreas: ["Shoreview", "Vadnais Heights", "White Bear Lake", "Roseville"],
  intro: [
    "{businessName} is based in Shoreview, near the Vadnais Heights line, and we work in communities across the Twin Cities metro, within about 60 miles of our office. If your town doesn't have its own page here, that doesn't mean we don't work there. Tell us where you are and what you have in mind, and we'll quickly let you know whether it fits our schedule.",
    "Across the metro, the houses we see fall into a few familiar groups: prewar homes with plaster walls and layers of lead paint, postwar ramblers and split-levels with textured ceilings and wood siding, and newer homes with builder-grade paint and drywall that has settled. Each needs different prep, and the owner looks at that carefully during the estimate, which can often happen the same day.",
    "We've been painting homes here since 2009. We're licensed, insured up to {insuranceCoverage} and EPA lead-safe certified, we use premium Sherwin-Williams and Benjamin Moore paints, and we back our work with a {warrantyYears}-year written warranty. The owner does both the estimate and the work, so the person you talk to at the start is the person you'll see at the finish.",
  ],
  // The page lists the counties of the business profile instead (service-areas.server.ts).
  neighborhoods: [],
  housingStock:
    "Twin Cities homes span well over a century. The older neighborhoods of Minneapolis, St. Paul and the river towns hold Victorians, foursquares and bungalows with plaster walls and wood siding; the first-ring suburbs are full of 1950s and 1960s ramblers and Cape Cods; and the outer suburbs add split-levels, two-stories and townhomes from the 1970s to today. Any home built before 1978 may contain lead paint, so we test and follow EPA lead-safe practices before disturbing old finishes.",
  climateNotes:
    "Minnesota paint has to handle a lot: humid summers, bitter winters, strong sun on open lots and repeated freeze-thaw cycles in spring and fall. Homes near lakes and rivers stay damp longer, and shaded walls grow mildew. We plan exterior work for dry, mild days, prime bare wood, caulk open joints, and choose products suited to each wall's exposure.",
  popularProjects: [
    "Interior repaints",
    "Exterior painting and staining",
    "Drywall repair and texture matching",
    "Popcorn ceiling removal",
    "Cabinet refinishing",
  ],
  additionalInfo:
    "Interior projects can be scheduled any time of year, and exterior painting generally runs from late spring into early fall. Painting rarely needs a city permit, but associations often have rules on exterior colors, so check yours before planning a change. The owner will give you a written estimate that spells out the prep, products and schedule.",
};

export const regionalFacts: { title: string; text: string }[] = [
  {
    title: "A short exterior season",
    text: "Most exterior painting in the Twin Cities happens between late May and early October. Many paints need air and surface temperatures of at least 50°F while they dry, and cool nights with heavy dew can shorten the working day even in summer.",
  },
  {
    title: "Freeze-thaw does the damage",
    text: "Water that gets behind paint through open joints, failed caulk or bare end grain freezes and thaws dozens of times each winter and spring, pushing the paint off from behind. Careful caulking and priming of bare wood matter more here than in milder climates.",
  },
  {
    title: "Humid summers",
    text: "July dew points in the 60s and even 70s are common around the metro. High humidity slows drying, encourages mildew on shaded siding, and can leave a sticky tan residue, called surfactant leaching, on fresh latex paint that gets wet too soon.",
  },
  {
    title: "Lots of pre-1978 homes",
    text: "A large share of Twin Cities homes were built before 1978, when lead paint was banned for residential use. Federal rules require certified firms to use lead-safe work practices when they disturb painted surfaces in those homes.",
  },
  {
    title: "Winter is interior season",
    text: "Heated indoor air in a Minnesota winter is dry, which helps paint and drywall compound dry quickly, and winter is often the easiest time to get on a painter's calendar. Keeping the heat on and a little fresh air moving gives the best results.",
  },
];
