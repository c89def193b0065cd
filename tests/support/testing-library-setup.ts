// Component tests wait for what a loaded machine (CI, two cores) may take longer than Testing
// Library's default second to show; waiting longer never makes a passing test slower.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
