import type { TemplateCategory, VariableDataType } from '@diecut/schema';

/** A variable a template accepts, declared next to the drawing code that uses it. Lengths are in mm. */
export interface TemplateParameter {
  name: string;
  dataType: VariableDataType;
  description: string;
  required: boolean;
  default?: number | boolean;
  minimum?: number;
  maximum?: number;
  allowedValues?: Array<number | boolean | string>;
  children?: TemplateParameter[];
}

export interface TemplateGroup {
  id: string;
  name: string;
  category: TemplateCategory;
}

export interface TemplateDefinition {
  /** Catalog id, `becf-` and digits. */
  id: string;
  name: string;
  group: TemplateGroup;
  /** ECMA or FEFCO code of the style, or null when it has none. */
  standardCode: string | null;
  tags: string[];
  parameters: TemplateParameter[];
}
