/**
 * The RJSF widgets a form can reach: those a UI schema may name (BUILT_IN_WIDGETS) and those RJSF
 * picks itself (select for an `enum`, url for `format: "uri"`). Our theme brings the textarea and
 * the custom widgets. A format whose widget is left out (date, color, data-url) renders as a text
 * box: RJSF checks a format's widget exists before using it. Stands in for @rjsf/core's widgets
 * index (../../vite/rjsf-swaps.ts); `lean-registry.test.tsx` renders every form with it.
 */
import CheckboxWidget from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import PasswordWidget from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
import SelectWidget from '@rjsf/core/lib/components/widgets/SelectWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';

export default function widgets() {
  return {
    CheckboxWidget,
    EmailWidget,
    HiddenWidget,
    PasswordWidget,
    SelectWidget,
    TextWidget,
    URLWidget,
  };
}
