// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/heldname.h"

#include <QCryptographicHash>

#include <cerrno>
#include <cstddef>
#include <cstring>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace Custody {

HeldName::HeldName(const QByteArray &key)
{
    const QByteArray name
        = "custody-" + QByteArray::number(::getuid()) + '-'
          + QCryptographicHash::hash(key, QCryptographicHash::Sha256).toHex().left(32);
    sockaddr_un address = {};
    address.sun_family = AF_UNIX;
    // Abstract: a name that starts with a NUL byte lives in no folder.
    std::memcpy(address.sun_path + 1, name.constData(), size_t(name.size()));
    const auto length = socklen_t(offsetof(sockaddr_un, sun_path) + 1 + size_t(name.size()));
    m_socket = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (m_socket < 0) {
        m_error = errno;
    } else if (::bind(m_socket, reinterpret_cast<const sockaddr *>(&address), length) != 0) {
        m_error = errno;
        ::close(m_socket);
        m_socket = -1;
    }
}

HeldName::~HeldName()
{
    if (m_socket >= 0)
        ::close(m_socket);
}

} // namespace Custody
