import type { ThemeProps } from '@rjsf/core';
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
import { ArrayFieldTemplate } from './templates/array-field-template';
import { ArrayFieldItemTemplate } from './templates/array-field-item-template';
import { BaseInputTemplate } from './templates/base-input-template';
import { FieldHelpTemplate } from './templates/field-help-template';
import { TextareaWidget } from './templates/textarea-widget';

/**
 * shadcn/ui's RJSF templates (DESIGN §8); our widgets come with each form (`FormDefinition.widgets`).
 * shadcn's own widget set is left out on purpose: its checkbox pulls in the whole Radix icon set,
 * and our forms use none of those widgets.
 * The text box, textarea, help text and list templates are ours for sizes: 44 px fields on phones,
 * one left edge for every field, 14 px help that never turns red. shadcn's templates are taken one
 * by one, so the ones ours replace, and those our forms never render (the error list, the submit
 * button: `SchemaForm` renders its own; the layout grid), are not downloaded.
 */
export const theme: ThemeProps = {
  widgets: { TextareaWidget },
  templates: {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    BaseInputTemplate,
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
    FieldHelpTemplate,
    FieldTemplate,
    MultiSchemaFieldTemplate,
    ObjectFieldTemplate,
    OptionalDataControlsTemplate,
    TitleFieldTemplate: TitleField,
    WrapIfAdditionalTemplate,
  },
};
