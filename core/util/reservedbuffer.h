// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>

namespace Custody {

// A buffer of address space that the kernel backs with memory only where it is written
// (anonymous, MAP_NORESERVE): room for a library that may write as much as a damaged file tells
// it to, without holding that much memory in the usual case. Move-only.
class ReservedBuffer
{
public:
    ReservedBuffer() = default;
    // Reserves at least `bytes` (rounded up to whole pages); isValid() says whether it could.
    explicit ReservedBuffer(std::size_t bytes);
    ~ReservedBuffer();
    ReservedBuffer(ReservedBuffer &&other) noexcept;
    ReservedBuffer &operator=(ReservedBuffer &&other) noexcept;
    ReservedBuffer(const ReservedBuffer &) = delete;
    ReservedBuffer &operator=(const ReservedBuffer &) = delete;

    bool isValid() const { return m_data != nullptr; }
    std::byte *data() const { return m_data; }
    std::size_t size() const { return m_size; }
    // Gives back the memory behind everything past the first `keep` bytes (whole pages).
    void discardAfter(std::size_t keep);

private:
    std::byte *m_data = nullptr;
    std::size_t m_size = 0;
};

} // namespace Custody
