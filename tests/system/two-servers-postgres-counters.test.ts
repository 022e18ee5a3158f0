/** Two servers on one PostgreSQL, the rate-limit counters in it (the suite: support/two-servers-suite.ts). */
import { twoServersSuite } from "./support/two-servers-suite";

twoServersSuite({ label: "counters in PostgreSQL", ports: [3507, 3508], redis: false });
