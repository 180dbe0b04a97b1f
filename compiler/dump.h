// A readable listing of compiled tables (`chimera compile`).
#pragma once

#include <string>

#include "runtime/board/variant.h"

namespace chimera {

std::string dump(const Variant &v);

} // namespace chimera
