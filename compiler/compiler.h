// The compiler's entry points: a .variant file in, runtime tables (or diagnostics) out.
//   syntax (ANTLR) -> loader (extends) -> sema (checked model) -> lower (tables)
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>

#include "compiler/diagnostics.h"
#include "compiler/model.h"
#include "compiler/syntax.h"
#include "runtime/board/variant.h"

namespace chimera {

// Chosen values of a definition's options (`option NAME { VALUE {...} ... }`), by name.
using Options = std::map<std::string, std::string>;

// Compiles a definition file. Returns null and fills diags on any error.
std::unique_ptr<Variant> compile_file(const std::string &path, Diagnostics &diags,
                                      const Options &options = {});
// Compiles text as if it were the file `file` (whose folder is searched for parents).
std::unique_ptr<Variant> compile_source(const std::string &text, const std::string &file, Diagnostics &diags,
                                        const Options &options = {});

// The stages, for tools and tests.
std::optional<syntax::VariantDecl> load(const std::string &text, const std::string &file, Diagnostics &diags,
                                        const Options &options = {});
std::optional<model::Variant> check(const syntax::VariantDecl &decl, Diagnostics &diags);
std::unique_ptr<Variant> lower(const model::Variant &model, Diagnostics &diags);

// Where shipped definitions live: $CHIMERA_DEFINITIONS, else the source tree's definitions/.
std::string definitions_dir();
// Reads a whole file; false if it cannot be read or is larger than the limit.
bool read_file(const std::string &path, std::string &text, std::string &why);

constexpr size_t MaxDefinitionBytes = 1 << 20;
constexpr int MaxExtendsDepth = 16;

} // namespace chimera
