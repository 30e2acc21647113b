// The entry of the single-file bundle: loading it defines the element.
import { defineDiecutMockup } from './diecut-mockup-element';

defineDiecutMockup();
