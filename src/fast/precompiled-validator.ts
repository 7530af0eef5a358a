// From its own file: @rjsf/validator-ajv8's index brings ajv's compiler, which a page never needs
// (its validators are compiled ahead, decision 003).
export { default as createPrecompiledValidator } from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
