# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# custody_precompile_headers(target [extra headers...])
# Most of the time spent compiling a Custody library file goes into parsing the same Qt and
# standard headers again: each library precompiles them once (about a third less compile time on
# a cold build). Tests do not: Qt Test defines QT_TESTCASE_BUILDDIR per folder, which GCC will not
# accept in a header precompiled for another target. Builds through ccache use none (the
# top-level CMakeLists.txt says why).
set(CUSTODY_PRECOMPILED_HEADERS
    <QByteArray> <QCoreApplication> <QDateTime> <QHash> <QJsonArray> <QJsonDocument>
    <QJsonObject> <QList> <QObject> <QString> <QStringList>
    <algorithm> <atomic> <chrono> <functional> <memory> <optional> <span> <vector>)

function(custody_precompile_headers target)
    target_precompile_headers(${target} PRIVATE ${CUSTODY_PRECOMPILED_HEADERS} ${ARGN})
endfunction()
