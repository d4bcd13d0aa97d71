// Contract fuzz, part 2 of 2 of the endpoints (contract-fuzz.ts says what is checked, and how to replay a case).
import { fuzzContract } from './contract-fuzz.ts';

fuzzContract({ part: 2, of: 2 });
