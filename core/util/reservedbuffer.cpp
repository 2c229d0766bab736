// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/reservedbuffer.h"

#include <sys/mman.h>
#include <unistd.h>

#include <utility>

namespace Custody {

namespace {

std::size_t pageBytes()
{
    static const std::size_t bytes = std::size_t(::sysconf(_SC_PAGESIZE));
    return bytes;
}

std::size_t roundUpToPage(std::size_t bytes)
{
    return (bytes + pageBytes() - 1) / pageBytes() * pageBytes();
}

} // namespace

ReservedBuffer::ReservedBuffer(std::size_t bytes)
{
    const std::size_t size = roundUpToPage(bytes > 0 ? bytes : 1);
    void *mapped = ::mmap(nullptr, size, PROT_READ | PROT_WRITE,
                          MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (mapped == MAP_FAILED)
        return;
    m_data = static_cast<std::byte *>(mapped);
    m_size = size;
}

ReservedBuffer::~ReservedBuffer()
{
    if (m_data)
        ::munmap(m_data, m_size);
}

ReservedBuffer::ReservedBuffer(ReservedBuffer &&other) noexcept
    : m_data(std::exchange(other.m_data, nullptr))
    , m_size(std::exchange(other.m_size, 0))
{}

ReservedBuffer &ReservedBuffer::operator=(ReservedBuffer &&other) noexcept
{
    if (this != &other) {
        if (m_data)
            ::munmap(m_data, m_size);
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
    }
    return *this;
}

void ReservedBuffer::discardAfter(std::size_t keep)
{
    const std::size_t from = roundUpToPage(keep);
    if (m_data && from < m_size)
        ::madvise(m_data + from, m_size - from, MADV_DONTNEED);
}

} // namespace Custody
