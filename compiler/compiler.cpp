#include "compiler/compiler.h"

namespace chimera {

std::unique_ptr<Variant> compile_source(const std::string &text, const std::string &file, Diagnostics &diags,
                                        const Options &options) {
  std::optional<syntax::VariantDecl> decl = load(text, file, diags, options);
  if (!decl || diags.has_errors()) return nullptr;
  std::optional<model::Variant> model = check(*decl, diags);
  if (!model || diags.has_errors()) return nullptr;
  std::unique_ptr<Variant> v = lower(*model, diags);
  return diags.has_errors() ? nullptr : std::move(v);
}

std::unique_ptr<Variant> compile_file(const std::string &path, Diagnostics &diags, const Options &options) {
  std::string text, why;
  if (!read_file(path, text, why)) {
    diags.error({path, 0, 0}, why);
    return nullptr;
  }
  return compile_source(text, path, diags, options);
}

} // namespace chimera
