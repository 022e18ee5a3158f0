/** Two servers on one PostgreSQL, the rate-limit counters in Redis (the suite: support/two-servers-suite.ts). */
import { twoServersSuite } from "./support/two-servers-suite";

twoServersSuite({ label: "counters in Redis", ports: [3509, 3510], redis: true });
