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
      "Whether you want the main level repainted before the holidays, a stained ceiling patched after an ice dam, or the lake side of the house scraped and recoated, we can usually come look at it the day you call. We paint with Sherwin-Williams and Benjamin Moore products and put a three-year written warranty behind the job.",
    ],
    neighborhoods: ["Turtle Lake", "Snail Lake", "Lake Owasso", "Island Lake", "Lake Wabasso", "Shoreview Commons"],
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
      "Since we're practically neighbors, a same-day visit is easy to arrange, and you'll get a clear written scope before you decide anything. The owner gives the estimate and does the painting, and every job carries a three-year written warranty. If you're only ready for one room now and the exterior next summer, we're happy to plan the work in stages.",
    ],
    neighborhoods: ["Vadnais Lake", "Sucker Lake", "Vadnais-Snail Lakes Regional Park", "County Road E corridor"],
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
      "You won't meet a salesperson once and a stranger crew later: the owner writes every estimate and works on every job. Estimates are usually available the same day, and the work comes with a three-year written warranty. We're EPA lead-safe certified and insured up to $1 million, details that matter when a ladder is going up against a century-old porch.",
    ],
    neighborhoods: ["Downtown and Washington Square", "Lakeshore along Lake Avenue", "Goose Lake", "Birch Lake", "Matoska Park area"],
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
      "The community looks after its own roads and has its own homeowners association, so we make sure trucks, ladders and staging respect local rules and your neighbors' privacy. The owner handles the estimate and stays on the job, which means questions get answered on the spot. We can usually come out the same day you reach us, and a three-year written warranty backs every project.",
    ],
    neighborhoods: ["Pleasant Lake", "Deep Lake", "Gilfillan Lake", "Wilkinson Lake", "North Oaks Golf Club area"],
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
      "Arden Hills is a few minutes from our Shoreview office, so same-day estimates are routine. The owner measures, looks at the problem spots with you and writes up exactly what's included, then shows up to do the work. You'll get Sherwin-Williams or Benjamin Moore paint, a licensed and insured contractor, and a three-year written warranty.",
    ],
    neighborhoods: ["Lake Johanna", "Valentine Lake", "Tony Schmidt Regional Park", "Bethel University area", "Rice Creek Commons"],
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
      "Our office is about fifteen minutes north, so we can usually come by the same day you get in touch. You'll meet the owner, who writes the estimate, explains the prep in plain terms and then does the painting. The work is done with Sherwin-Williams or Benjamin Moore paint and backed by a three-year written warranty.",
    ],
    neighborhoods: ["Lake Owasso", "Lake Josephine", "Lake McCarrons", "Central Park and Harriet Alexander Nature Center", "Rosedale and Twin Lakes area"],
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
      "It's only a few miles from our office to Little Canada, so a same-day estimate is easy to set up. The owner walks through the house, talks through colors and sheens, and leaves you with a clear written scope. We use premium paints, do the work ourselves and stand behind it with a three-year written warranty.",
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
      "Lino Lakes is a short drive north of us, and the owner can usually look at your project the same day. The person who gives you the estimate is the person who does the work, and a three-year written warranty covers it. We'll also tell you honestly when something can wait another season, which helps when you're juggling several projects in a newer home.",
    ],
    neighborhoods: ["Rice Creek Chain of Lakes Park Reserve", "Peltier Lake", "George Watch Lake", "Reshanau Lake", "Wargo Nature Center"],
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
