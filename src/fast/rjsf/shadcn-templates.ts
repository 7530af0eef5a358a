/**
 * shadcn's RJSF templates taken one by one from their own files: @rjsf/shadcn's index would bring
 * every template and widget of the theme, also the ones ours replace (src/forms/theme.ts) and those
 * our forms never render (the error list, the submit button, the layout grid).
 */
import AddButton from '@rjsf/shadcn/lib/AddButton/index.js';
import CyclicSchemaExpandTemplate from '@rjsf/shadcn/lib/CyclicSchemaExpandTemplate/index.js';
import DescriptionField from '@rjsf/shadcn/lib/DescriptionField/index.js';
import FieldErrorTemplate from '@rjsf/shadcn/lib/FieldErrorTemplate/index.js';
import FieldTemplate from '@rjsf/shadcn/lib/FieldTemplate/index.js';
import {
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
} from '@rjsf/shadcn/lib/IconButton/index.js';
import MultiSchemaFieldTemplate from '@rjsf/shadcn/lib/MultiSchemaFieldTemplate/index.js';
import ObjectFieldTemplate from '@rjsf/shadcn/lib/ObjectFieldTemplate/index.js';
import OptionalDataControlsTemplate from '@rjsf/shadcn/lib/OptionalDataControlsTemplate/index.js';
import TitleField from '@rjsf/shadcn/lib/TitleField/index.js';
import WrapIfAdditionalTemplate from '@rjsf/shadcn/lib/WrapIfAdditionalTemplate/index.js';

export const shadcnTemplates = {
  ButtonTemplates: {
    AddButton,
    ClearButton,
    CopyButton,
    MoveDownButton,
    MoveUpButton,
    RemoveButton,
  },
  CyclicSchemaExpandTemplate,
  DescriptionFieldTemplate: DescriptionField,
  FieldErrorTemplate,
  FieldTemplate,
  MultiSchemaFieldTemplate,
  ObjectFieldTemplate,
  OptionalDataControlsTemplate,
  TitleFieldTemplate: TitleField,
  WrapIfAdditionalTemplate,
};
